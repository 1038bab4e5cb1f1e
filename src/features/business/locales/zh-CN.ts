// Chinese texts of features/business (issue 25): the source and the type of its English twin (en.ts).
export default {
  // the modules (modules.ts)
  moduleJob: '定时任务',
  moduleCodegen: '代码生成',
  moduleProduct: '商城 · 商品中心',
  moduleTrade: '商城 · 交易中心',
  modulePay: '支付中心',
  backendJob: 'yudao-module-infra（定时任务 job）',
  backendCodegen: 'yudao-module-infra（代码生成 codegen）',
  backendProduct: 'yudao-module-mall（商品 product）',
  backendTrade: 'yudao-module-mall（交易 trade）',
  /** Between two API paths. */
  apiSeparator: '、',
  // ModuleNotEnabled
  notEnabledTitle: '「{title}」所属的{module}模块未在本部署中启用',
  notEnabledDetail: '本门户只包含该页面的入口；页面的业务内容由后端模块提供，当前后端未部署该模块，因此这里没有可用的数据或操作。',
  goBack: '返回上一页',
  backHome: '返回首页',
  module: '所属模块',
  backend: '所需后端模块',
  api: '接口路径',
  howToEnable: '如何启用',
  howToEnableDetail: '请管理员在后端部署并启用上述模块，并在菜单管理中配置对应页面。',
  // what a page was opened with
  orderId: '订单编号',
  tableId: '表编号',
  spuId: '商品编号',
  jobId: '任务编号',
  propertyId: '属性编号',
  payOrderId: '支付订单编号',
}
