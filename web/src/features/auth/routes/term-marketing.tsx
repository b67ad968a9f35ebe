// /term/marketing: the marketing terms document in the reader's language.
import { TermsDocument } from '../components/terms-document';

export default function TermsMarketingRoute() {
  return <TermsDocument name="marketing" />;
}
