import { zodResolver } from "@hookform/resolvers/zod";
import { staffResetLinkSchema } from "@shared/password-reset/password-reset.schema";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { TextField } from "@web/components/ui/input";
import { errorMessage } from "@web/lib/api-client";
import { useForm } from "react-hook-form";
import { useStaffResetLink } from "../api/staff-reset-link";

/** Staff make a password reset link for someone whose email does not arrive (no SMTP configured). */
export function ResetLinkForm() {
  const make = useStaffResetLink();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(staffResetLinkSchema), defaultValues: { email: "" } });
  const onSubmit = handleSubmit(({ email }) => make.mutate(email));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password reset link</CardTitle>
        <CardDescription>
          For someone who cannot receive email: the link works once and expires in 24 hours. Send it to them
          yourself.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label="Account email"
            type="email"
            {...register("email")}
            error={errors.email?.message}
            className="flex-1"
          />
          <Button type="submit" loading={make.isPending}>
            Make reset link
          </Button>
        </form>
        {make.isError && (
          <Alert tone="error" className="mt-3">
            {errorMessage(make.error, "Failed to make a reset link")}
          </Alert>
        )}
        {make.data && (
          <label className="mt-3 flex flex-col gap-1 text-ink-muted text-xs">
            Reset link for {make.variables}
            <input
              readOnly
              value={make.data.link}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full rounded-md border border-line bg-surface-muted px-2 py-1 font-mono text-ink text-xs"
            />
          </label>
        )}
      </CardContent>
    </Card>
  );
}
