// /term/privacy: the privacy terms document in the reader's language.
import { TermsDocument } from '../components/terms-document';

export default function TermsPrivacyRoute() {
  return <TermsDocument name="privacy" />;
}
