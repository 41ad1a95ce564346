import { zodResolver } from "@hookform/resolvers/zod";
import { provisionTeamSchema } from "@shared/staff/staff.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { useForm } from "react-hook-form";
import { useProvisionTeam } from "../api/provision-team";
import { INTERNAL_TEAM_TEXTS } from "../internal-team-texts";

interface ProvisionFormProps {
  demoRequestId: string;
  company: string;
  email: string;
  alreadyProvisioned: boolean;
}

export function ProvisionForm({ demoRequestId, company, email, alreadyProvisioned }: ProvisionFormProps) {
  const provision = useProvisionTeam();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(provisionTeamSchema),
    defaultValues: { teamName: company, adminEmail: email },
  });

  if (provision.data) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3">
        <p className="font-medium text-emerald-800 text-sm">
          Team provisioned. Invitation sent to {getValues("adminEmail")}.
        </p>
        <p className="text-sm">
          <span className="font-medium text-ink">{INTERNAL_TEAM_TEXTS.invitationLink}: </span>
          <a
            href={provision.data.inviteUrl}
            aria-label={`${INTERNAL_TEAM_TEXTS.invitationLink} for ${getValues("adminEmail")}`}
            className="break-all text-brand-700 underline underline-offset-2"
          >
            {provision.data.inviteUrl}
          </a>
        </p>
      </div>
    );
  }
  if (alreadyProvisioned) return null;

  const onSubmit = handleSubmit((input) => provision.mutate({ demoRequestId, input }));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Provision team for ${company}`}
      className="flex flex-col gap-3 rounded-lg bg-surface-muted p-3 sm:flex-row sm:items-start"
    >
      <TextField
        label="Team name"
        className="flex-1"
        {...register("teamName")}
        error={errors.teamName?.message}
      />
      <TextField
        label="Admin email"
        type="email"
        className="flex-1"
        {...register("adminEmail")}
        error={errors.adminEmail?.message}
      />
      <Button type="submit" loading={provision.isPending} className="sm:mt-6.5">
        {provision.isPending ? INTERNAL_TEAM_TEXTS.provisioning : INTERNAL_TEAM_TEXTS.provision}
      </Button>
      {provision.isError && (
        <Alert tone="error" className="sm:basis-full">
          {errorMessage(provision.error, INTERNAL_TEAM_TEXTS.provisionFailed)}
        </Alert>
      )}
    </form>
  );
}
