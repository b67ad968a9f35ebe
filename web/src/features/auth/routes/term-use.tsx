// /term/use: the use terms document in the reader's language.
import { TermsDocument } from '../components/terms-document';

export default function TermsUseRoute() {
  return <TermsDocument name="use" />;
}
