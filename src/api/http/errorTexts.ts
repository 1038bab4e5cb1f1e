/**
 * Every error text the request layer shows (spec §8), in 简体中文 as the spec words them: the common catalogue's source
 * for them (src/i18n/locales/zh-CN.ts spreads this table; en.ts has their English twins; errors.ts says them). They are said in the
 * interface's language when the error happens (issue 25).
 */
export const REQUEST_TEXTS_ZH = {
  error401: '认证失败，无法访问系统资源',
  error403: '当前操作没有权限',
  error404: '访问资源不存在',
  errorUnknown: '系统未知错误，请反馈给管理员',
  transportNetwork: '后端接口连接异常',
  transportTimeout: '系统接口请求超时',
  transportStatus: '系统接口{status}异常',
  wireUnavailable: '服务暂时不可用，请稍后重试',
  wireEmpty: '服务器没有返回数据，请稍后重试',
  wireTruncated: '服务器返回的数据不完整，请稍后重试',
  wireNotJson: '服务器返回的不是接口数据，请稍后重试',
  wireFormat: '服务器返回的数据格式不正确（{call}）',
  demoMode: '演示模式，无法进行写操作！',
  sessionExpiredTitle: '系统提示',
  sessionExpiredContent: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  sessionExpiredOk: '重新登录',
  sessionExpiredCancel: '取消',
}
