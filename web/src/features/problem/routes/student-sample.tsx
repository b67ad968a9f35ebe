// /sample: the sample set for a logged-in student (not on the spec's public list), ending with a call to the
// course map instead of sign-up.
import { SampleSet } from './sample';

export default function StudentSampleRoute() {
  return <SampleSet audience="student" />;
}
