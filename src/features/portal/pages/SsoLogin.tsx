import { SsoExchange } from '../components/SsoExchange'

/** /ssoLogin: the funding platform's ticket hand-off. */
export default function SsoLogin() {
  return <SsoExchange />
}
