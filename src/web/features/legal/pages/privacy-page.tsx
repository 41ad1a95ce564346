import { LegalPageLayout } from "../components/legal-page-layout";
import { LegalSection } from "../components/legal-section";
import { LEGAL_CONTACT, LEGAL_TEXTS, PRIVACY_SECTIONS } from "../legal.constants";

export function PrivacyPage() {
  return (
    <LegalPageLayout title={LEGAL_TEXTS.privacyTitle}>
      <LegalSection id="introduction" title={PRIVACY_SECTIONS.introduction}>
        <p>
          Lunara ("Lunara", "we", "us") provides a social-commerce inbox that helps beauty and retail brands
          answer the comments and direct messages they receive on Instagram and TikTok, recognise buying
          intent, and connect those conversations to orders in their Shopify store. This Privacy Policy
          explains what information we collect when brands and their team members use Lunara, how we use and
          protect it, and the choices you have.
        </p>
        <p>
          For the content of conversations and orders that a brand connects to Lunara, the brand is the data
          controller and Lunara processes that data on the brand's behalf and under its instructions. For the
          accounts of people who sign in to Lunara or request a demo, Lunara is the controller.
        </p>
      </LegalSection>

      <LegalSection id="information-we-collect" title={PRIVACY_SECTIONS.informationWeCollect}>
        <h3>Personal information</h3>
        <ul>
          <li>Name, work email address, company and how you heard about us when you request a demo.</li>
          <li>Name, email address, password (stored only as a secure hash) and role for team accounts.</li>
          <li>Messages you send to our support team.</li>
        </ul>
        <h3>Social media information</h3>
        <ul>
          <li>
            When a brand connects an Instagram or TikTok account, the account's username, identifier and
            follower count, and access tokens that let Lunara act for that account. Tokens are encrypted at
            rest.
          </li>
          <li>
            Public comments, mentions and direct messages sent to the connected account, including the
            sender's public handle, display name and the text of the message.
          </li>
          <li>
            When a brand connects a Shopify store, the store domain and the order, product and checkout
            details needed to attribute sales to conversations.
          </li>
        </ul>
        <h3>Usage information</h3>
        <ul>
          <li>Pages and features you use in the dashboard, with the date, time and browser information.</li>
          <li>
            Attribution events sent by the Lunara tracking pixel on a brand's store (link clicks, add to cart,
            checkout and completed orders) linked to the message that led to them. The pixel keeps this link
            in the shopper's browser for no longer than 24 hours.
          </li>
          <li>Technical logs (IP address, error reports) that keep the service secure and reliable.</li>
        </ul>
      </LegalSection>

      <LegalSection id="how-we-use" title={PRIVACY_SECTIONS.howWeUse}>
        <ul>
          <li>
            To provide the service: show conversations in the inbox, analyse their intent and sentiment, draft
            or send replies in the brand's voice, and capture leads.
          </li>
          <li>
            To measure results: attribute store revenue to the conversations and links that produced it.
          </li>
          <li>To run the brand's account: sign-in, team invitations, security alerts and support.</li>
          <li>To answer demo requests and set up new brand teams.</li>
          <li>To keep Lunara safe: detect abuse, prevent fraud and enforce our Terms of Service.</li>
          <li>To improve Lunara using aggregated, de-identified usage information.</li>
        </ul>
        <p>
          We do not sell personal information, and we do not use the content of a brand's conversations to
          advertise to anyone or to train AI models for other customers.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title={PRIVACY_SECTIONS.sharing}>
        <p>We share information only in these cases:</p>
        <ul>
          <li>
            With the platforms a brand connects (Instagram, TikTok, Shopify), to read and send messages and
            orders as the brand asked.
          </li>
          <li>
            With service providers that host our infrastructure, send email or run AI models for us, bound by
            contracts that limit their use of the data to providing their service to Lunara.
          </li>
          <li>With other members of the same brand team, who see that team's conversations and leads.</li>
          <li>When required by law, or to protect the rights, safety and property of our users or Lunara.</li>
          <li>As part of a merger, acquisition or sale of assets, with notice to affected customers.</li>
        </ul>
      </LegalSection>

      <LegalSection id="data-security" title={PRIVACY_SECTIONS.security}>
        <p>
          Data travels over encrypted connections, platform access tokens are encrypted at rest, passwords are
          stored as salted hashes, and every request is checked against the team it belongs to so that one
          brand can never see another brand's data. Access by Lunara staff is limited to what support and
          operations require. No system is perfectly secure; if a breach affects your information we will
          notify you and the relevant authorities as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title={PRIVACY_SECTIONS.rights}>
        <ul>
          <li>
            <strong>Access and portability:</strong> you can ask for a copy of your personal information, and
            brand admins can export leads as CSV at any time.
          </li>
          <li>
            <strong>Correction:</strong> you can update your name and password in Settings, or ask us to
            correct anything else.
          </li>
          <li>
            <strong>Deletion:</strong> disconnecting an integration erases the data Lunara imported through
            it; you can also ask us to delete your account and its data.
          </li>
          <li>
            <strong>Opt-out:</strong> you can unsubscribe from marketing emails with the link they contain,
            and turn off automatic replies in the brand's automation settings.
          </li>
        </ul>
        <p>
          People who messaged a brand should contact that brand first; we will help the brand answer their
          request. Depending on where you live you may also complain to your data-protection authority.
        </p>
      </LegalSection>

      <LegalSection id="contact" title={PRIVACY_SECTIONS.contact}>
        <p>
          Questions about this Privacy Policy or your information? Write to us at{" "}
          <a
            className="font-medium text-brand-700 underline underline-offset-2"
            href={`mailto:${LEGAL_CONTACT.privacyEmail}`}
          >
            {LEGAL_CONTACT.privacyEmail}
          </a>
          . We answer within 30 days.
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
