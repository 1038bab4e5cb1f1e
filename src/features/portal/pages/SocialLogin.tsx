import { SocialCallback } from '../components/SocialCallback'

/** /social-login: the callback of every social provider except Gitee (`type` is in our callback URL). */
export default function SocialLogin() {
  return <SocialCallback />
}
