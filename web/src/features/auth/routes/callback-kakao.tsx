// /callback/kakao: where Kakao returns after sign-in.
import { OAuthCallback } from '../components/oauth-callback';

export default function KakaoCallbackRoute() {
  return <OAuthCallback provider="kakao" />;
}
