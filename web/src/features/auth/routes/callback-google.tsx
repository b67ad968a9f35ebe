// /callback/google: where Google returns after sign-in.
import { OAuthCallback } from '../components/oauth-callback';

export default function GoogleCallbackRoute() {
  return <OAuthCallback provider="google" />;
}
