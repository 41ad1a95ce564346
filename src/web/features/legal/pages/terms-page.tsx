import { Link } from "react-router";
import { LegalPageLayout } from "../components/legal-page-layout";
import { LegalSection } from "../components/legal-section";
import {
  LEGAL_CONTACT,
  LEGAL_ROUTES,
  LEGAL_TEXTS,
  TERMS_MINIMUM_AGE,
  TERMS_PRICE_CHANGE_NOTICE_DAYS,
  TERMS_SECTIONS,
} from "../legal.constants";

export function TermsPage() {
  return (
    <LegalPageLayout title={LEGAL_TEXTS.termsTitle}>
      <LegalSection id="agreement" title={TERMS_SECTIONS.agreement}>
        <p>
          These Terms of Service ("Terms") govern your access to and use of Lunara, including the dashboard,
          inbox, AI assistants, tracking pixel and related services (the "Service"). By creating an account,
          accepting an invitation or otherwise using the Service, you agree to these Terms on your own behalf
          and on behalf of the business you represent. If you do not agree, do not use the Service.
        </p>
        <p>
          Our{" "}
          <Link className="font-medium text-brand-700 underline underline-offset-2" to={LEGAL_ROUTES.privacy}>
            {LEGAL_TEXTS.privacyTitle}
          </Link>{" "}
          explains how we handle personal information and forms part of these Terms. We may update these
          Terms; when a change is material we will tell account admins by email or in the dashboard before it
          takes effect.
        </p>
      </LegalSection>

      <LegalSection id="service-description" title={TERMS_SECTIONS.service}>
        <p>
          Lunara is a social-commerce inbox for beauty and retail brands. It collects the comments, mentions
          and direct messages that connected Instagram and TikTok accounts receive, uses AI to score buying
          intent and sentiment, suggests or automatically sends replies in the brand's voice with tracked
          links, captures leads, and attributes Shopify orders to the conversations that produced them.
        </p>
        <p>
          AI analysis and replies are generated automatically and can be wrong. You decide which replies are
          sent automatically, and you remain responsible for the messages sent from your accounts. The Service
          depends on third-party platforms (Meta, TikTok, Shopify), whose availability and rules are outside
          our control.
        </p>
      </LegalSection>

      <LegalSection id="accounts" title={TERMS_SECTIONS.accounts}>
        <ul>
          <li>You must be at least {TERMS_MINIMUM_AGE} years old to use the Service.</li>
          <li>
            You must provide accurate and complete information when you request access or register, and keep
            it up to date.
          </li>
          <li>
            Each business entity may hold one account. Team members join that account by invitation from an
            admin; accounts may not be shared or resold.
          </li>
          <li>
            You are responsible for keeping your password confidential and for all activity under your
            account. Tell us at once if you suspect unauthorised access.
          </li>
          <li>
            By connecting a social or store account you confirm that you are authorised to do so on behalf of
            its owner.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="acceptable-use" title={TERMS_SECTIONS.acceptableUse}>
        <p>You agree not to use the Service to:</p>
        <ul>
          <li>send spam, unsolicited bulk messages or misleading claims about products;</li>
          <li>
            break the terms or policies of Instagram, TikTok, Shopify or any other platform you connect;
          </li>
          <li>harass, discriminate against or deceive the people who message your brand;</li>
          <li>collect or use personal information in breach of privacy or consumer-protection laws;</li>
          <li>reverse engineer, overload or interfere with the Service, or access another team's data;</li>
          <li>upload content that infringes intellectual property or is unlawful.</li>
        </ul>
        <p>We may suspend accounts that break this policy, with notice where the law and safety allow.</p>
      </LegalSection>

      <LegalSection id="subscription-billing" title={TERMS_SECTIONS.billing}>
        <ul>
          <li>Paid plans are billed monthly or annually in advance, in the currency shown on your order.</li>
          <li>
            We give at least {TERMS_PRICE_CHANGE_NOTICE_DAYS} days' notice of any price change; the new price
            applies from your next billing period.
          </li>
          <li>Fees are non-refundable, except where the law requires otherwise.</li>
          <li>
            A free trial converts to a paid subscription at its end unless you cancel before the trial ends.
          </li>
          <li>
            You may cancel at any time; cancellation takes effect at the end of the current billing period,
            and you keep access until then.
          </li>
          <li>Prices exclude taxes, which are added where applicable.</li>
        </ul>
      </LegalSection>

      <LegalSection id="contact" title={TERMS_SECTIONS.contact}>
        <p>
          Questions about these Terms? Contact us at{" "}
          <a
            className="font-medium text-brand-700 underline underline-offset-2"
            href={`mailto:${LEGAL_CONTACT.legalEmail}`}
          >
            {LEGAL_CONTACT.legalEmail}
          </a>
          .
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
