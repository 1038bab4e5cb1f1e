import { SocialCallback } from '../components/SocialCallback'

/** /auth-redirect: the older callback address some providers are registered with; handled like /social-login. */
export default function AuthRedirect() {
  return <SocialCallback />
}
