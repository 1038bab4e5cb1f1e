import type { Translation } from '../../../i18n/catalogs'
import type zh from './zh-CN'

const en: Translation<typeof zh> = {
  // the modules (modules.ts)
  moduleJob: 'Scheduled jobs',
  moduleCodegen: 'Code generation',
  moduleProduct: 'Mall · Products',
  moduleTrade: 'Mall · Orders',
  modulePay: 'Payments',
  backendJob: 'yudao-module-infra (scheduled jobs: job)',
  backendCodegen: 'yudao-module-infra (code generation: codegen)',
  backendProduct: 'yudao-module-mall (products: product)',
  backendTrade: 'yudao-module-mall (orders: trade)',
  apiSeparator: ', ',
  // ModuleNotEnabled
  notEnabledTitle: 'The {module} module of “{title}” is not enabled in this deployment',
  notEnabledDetail:
    'This portal only holds the entry to this page. Its content comes from a backend module that is not deployed here, so there is no data and nothing to do on this page.',
  goBack: 'Back',
  backHome: 'Back to home',
  module: 'Module',
  backend: 'Backend module required',
  api: 'API paths',
  howToEnable: 'How to enable it',
  howToEnableDetail: 'An administrator deploys and enables the module above on the backend, then sets up its pages in menu management.',
  // what a page was opened with
  orderId: 'Order ID',
  tableId: 'Table ID',
  spuId: 'Product ID',
  jobId: 'Job ID',
  propertyId: 'Property ID',
  payOrderId: 'Payment order ID',
}
export default en
