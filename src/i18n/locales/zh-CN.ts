// Chinese texts of the shared parts (components, request layer, router, hooks, stores, utils, error pages) (issue 25):
// the source and the type of its English twin (en.ts).
export default {
  languageSwitch: '切换界面语言',
}
