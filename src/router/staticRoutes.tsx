import { msg } from '../i18n'
import type { AppRoute } from './types'

/** Routes reachable without a session (spec §2.1). Paths only: the guard reads this list. */
export const OPEN_PATHS = [
  '/entrance',
  '/social-login',
  '/auth-redirect',
  '/bind',
  '/register',
  '/resetPassword',
  '/oauthLogin/gitee',
  '/ssoLogin',
  '/sso',
]

const portal = {
  Entrance: () => import('../features/portal/pages/Entrance'),
  SocialLogin: () => import('../features/portal/pages/SocialLogin'),
  AuthRedirect: () => import('../features/portal/pages/AuthRedirect'),
  Bind: () => import('../features/portal/pages/Bind'),
  Register: () => import('../features/portal/pages/Register'),
  ResetPassword: () => import('../features/portal/pages/ResetPassword'),
  OAuthLoginGitee: () => import('../features/portal/pages/OAuthLoginGitee'),
  SsoLogin: () => import('../features/portal/pages/SsoLogin'),
  Sso: () => import('../features/portal/pages/Sso'),
  OAuth2Authorize: () => import('../features/portal/pages/OAuth2Authorize'),
}

/** Open routes and error pages: rendered without the layout. */
export const bareRoutes: AppRoute[] = [
  { path: '/entrance', name: 'Entrance', component: portal.Entrance, meta: { title: msg('common', 'routeSignIn') } },
  { path: '/social-login', name: 'SocialLogin', component: portal.SocialLogin, meta: { title: msg('common', 'routeSocialSignIn') } },
  { path: '/auth-redirect', name: 'AuthRedirect', component: portal.AuthRedirect, meta: { title: msg('common', 'routeSignInCallback') } },
  { path: '/bind', name: 'Bind', component: portal.Bind, meta: { title: msg('common', 'routeBindAccount') } },
  { path: '/register', name: 'Register', component: portal.Register, meta: { title: msg('common', 'routeRegister') } },
  { path: '/resetPassword', name: 'ResetPassword', component: portal.ResetPassword, meta: { title: msg('common', 'routeResetPassword') } },
  { path: '/oauthLogin/gitee', name: 'OAuthLoginGitee', component: portal.OAuthLoginGitee, meta: { title: msg('common', 'routeGiteeSignIn') } },
  { path: '/ssoLogin', name: 'SsoLogin', component: portal.SsoLogin, meta: { title: msg('common', 'routeSso') } },
  { path: '/sso', name: 'Sso', component: portal.Sso, meta: { title: msg('common', 'routeSso') } },
  // Not open: the guard signs the user in first, then comes back with the request's query.
  { path: '/oauth2/authorize', name: 'OAuth2Authorize', component: portal.OAuth2Authorize, meta: { title: msg('common', 'routeAuthorize') } },
  { path: '/404', name: 'NotFound', component: () => import('../features/errors/pages/NotFound'), meta: { title: '404' } },
  { path: '/401', name: 'Unauthorized', component: () => import('../features/errors/pages/Unauthorized'), meta: { title: '401' } },
]

const home = () => import('../features/portal/pages/Home')
// A template import bundles every file it matches: these pages' tests live outside pages/ (check-remote-build fails on
// a test in the build).
const business = (name: string) => () => import(`../features/business/pages/${name}.tsx`)
const bpm = (name: string) => () => import(`../features/bpm/pages/${name}.tsx`)

/** Static routes inside the layout (spec §2.1), with yudao's names, titles and active menus. */
export const layoutRoutes: AppRoute[] = [
  { path: '/index', name: 'Index', component: home, meta: { title: msg('common', 'routeHome'), icon: 'ep:home-filled', affix: true } },
  {
    path: '/portal',
    hidden: true,
    redirect: '/portal/index',
    component: 'ParentView',
    children: [{ path: 'index', name: 'PortalHome', component: home, meta: { title: msg('common', 'routePortalHome') } }],
  },
  {
    path: '/service/:category',
    name: 'PortalServiceCategory',
    hidden: true,
    component: () => import('../features/portal/pages/ServiceCategory'),
    meta: { title: msg('common', 'routeEnterpriseServices'), activeMenu: '/index' },
  },
  // Users without the server's 全局调研 menu still match this path, so the page can answer 401 instead of 404.
  { path: '/survey/overAll', name: 'SurveyOverAllGate', hidden: true, component: 'survey/overAll', meta: { title: msg('common', 'routeSurveyOverall') } },
  {
    path: '/enterpriseBinding1',
    name: 'EnterpriseBinding1',
    hidden: true,
    component: () => import('../features/portal/pages/EnterpriseBinding'),
    meta: { title: msg('common', 'routeEnterpriseBinding') },
  },
  {
    path: '/enterpriseBinding',
    hidden: true,
    redirect: '/enterpriseBinding/index',
    component: 'ParentView',
    children: [
      {
        path: 'index',
        name: 'EnterpriseBinding',
        component: () => import('../features/portal/pages/EnterpriseBinding'),
        meta: { title: msg('common', 'routeEnterpriseBinding') },
      },
    ],
  },
  {
    path: '/user',
    hidden: true,
    redirect: 'noRedirect',
    component: 'ParentView',
    children: [
      { path: 'profile', name: 'Profile', component: () => import('../features/user/pages/Profile'), meta: { title: msg('common', 'routeProfile'), icon: 'user' } },
      {
        path: 'notify-message',
        name: 'MyNotifyMessage',
        component: () => import('../features/user/pages/MyNotifyMessage'),
        meta: { title: msg('common', 'routeMyMessages'), icon: 'message' },
      },
    ],
  },
  {
    path: '/dict/type/data/:dictId',
    name: 'SystemDictData',
    hidden: true,
    numericParams: ['dictId'],
    component: () => import('../features/system/pages/DictDataPage'),
    meta: { title: msg('common', 'routeDictData'), icon: '', activeMenu: '/system/dict' },
  },
  { path: '/job/log', name: 'InfraJobLog', hidden: true, component: business('JobLog'), meta: { title: msg('common', 'routeJobLog'), activeMenu: '/infra/job' } },
  {
    path: '/codegen/edit/:tableId',
    name: 'InfraCodegenEditTable',
    hidden: true,
    numericParams: ['tableId'],
    component: business('CodegenEdit'),
    meta: { title: msg('common', 'routeCodegenEdit'), activeMenu: '/infra/codegen' },
  },
  {
    path: '/bpm',
    hidden: true,
    redirect: 'noRedirect',
    component: 'ParentView',
    children: [
      { path: 'oa/leave/create', name: 'OALeaveCreate', component: bpm('LeaveCreate'), meta: { title: msg('common', 'routeLeaveCreate'), activeMenu: '/bpm/oa/leave' } },
      { path: 'oa/leave/detail', name: 'OALeaveDetail', component: bpm('LeaveDetail'), meta: { title: msg('common', 'routeLeaveDetail'), activeMenu: '/bpm/oa/leave' } },
      { path: 'manager/form', name: 'BpmFormManage', component: bpm('FormList'), meta: { title: msg('common', 'routeProcessForms'), activeMenu: '/bpm/manager/form' } },
      { path: 'manager/form/edit', name: 'BpmFormEditor', component: bpm('FormEditor'), meta: { title: msg('common', 'routeFormDesign'), activeMenu: '/bpm/manager/form' } },
      { path: 'manager/model', name: 'BpmModelManage', component: bpm('ModelList'), meta: { title: msg('common', 'routeProcessModels'), activeMenu: '/bpm/manager/model' } },
      { path: 'manager/definition', name: 'BpmProcessDefinition', component: bpm('DefinitionList'), meta: { title: msg('common', 'routeProcessDefinitions'), activeMenu: '/bpm/manager/model' } },
      { path: 'manager/model/design', name: 'BpmModelEditor', component: bpm('ModelDesign'), meta: { title: msg('common', 'routeProcessDesign'), activeMenu: '/bpm/manager/model' } },
      { path: 'process-instance/create', name: 'BpmProcessInstanceCreate', component: bpm('ProcessInstanceCreate'), meta: { title: msg('common', 'routeProcessStart'), activeMenu: '/bpm/task/my' } },
      { path: 'process-instance/detail', name: 'BpmProcessInstanceDetail', component: bpm('ProcessInstanceDetail'), meta: { title: msg('common', 'routeProcessDetail'), activeMenu: '/bpm/task/my' } },
    ],
  },
  {
    path: '/property/value/:propertyId',
    name: 'ProductPropertyValue',
    hidden: true,
    numericParams: ['propertyId'],
    component: business('PropertyValue'),
    meta: { title: msg('common', 'routePropertyValues'), activeMenu: '/product/property' },
  },
  { path: '/spu/edit/:spuId', name: 'ProductSpuEdit', hidden: true, numericParams: ['spuId'], component: business('SpuEdit'), meta: { title: msg('common', 'routeProductEdit'), activeMenu: '/product/spu' } },
  { path: '/spu/add', name: 'ProductSpuAdd', hidden: true, component: business('SpuAdd'), meta: { title: msg('common', 'routeProductAdd'), activeMenu: '/product/spu' } },
  { path: '/trade/order/detail', name: 'TradeOrderDetail', hidden: true, component: business('TradeOrderDetail'), meta: { title: msg('common', 'routeOrderDetail'), activeMenu: '/trade/order' } },
  { path: '/pay/cashier', name: 'PayCashier', hidden: true, component: business('PayCashier'), meta: { title: msg('common', 'routeCashier'), noCache: true, activeMenu: '/pay/order' } },
]
