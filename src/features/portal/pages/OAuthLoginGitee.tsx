import { SocialCallback } from '../components/SocialCallback'
import { SOCIAL_TYPE } from '../social'

/** /oauthLogin/gitee: Gitee's registered callback; its type is implied by the address. */
export default function OAuthLoginGitee() {
  return <SocialCallback fixedType={SOCIAL_TYPE.gitee} />
}
