/** Workflow models (CRUD, deploy, suspend/activate) and the process forms they use (yudao bpm/model, bpm/form). */
import { http } from 'msw'
import { crud } from '../../crud'
import { api, body, eq, like, missingField, ok, query, withUser } from '../../util'
import type { FormRow, ModelRow } from '../../bpm/records'
import { engine, forms, models, rules } from '../../bpm/tables'
import { E, byNewest, modelView, num } from './common'

const XML_NAME = /^[A-Za-z_][\w\-.]*$/
const FORM_FIELDS = { name: '表单名', status: '表单状态' }
const formFields = (b: Partial<FormRow>) => ({
  status: num(b.status),
  fields: b.fields ?? [],
  conf: b.conf ?? '{}',
  remark: b.remark ?? '',
})

export const handlers = [
  ...crud<ModelRow>({
    table: models,
    path: '/bpm/model',
    permission: 'bpm:model',
    filter: (q) =>
      byNewest(
        models
          .list()
          .filter((m) => like(m.key, q.get('key')) && like(m.name, q.get('name')) && eq(m.category, q.get('category'))),
      ),
    view: (m) => modelView(m),
    notFound: E.modelNotExists,
    get: { missing: true, view: (m) => modelView(m, true) },
    create: (b) => {
      const missing = missingField(b, { key: '流程标识', name: '流程名称' })
      if (missing) return missing
      if (!XML_NAME.test(b.key!)) return E.modelKeyInvalid(b.key!)
      if (models.find((m) => m.key === b.key)) return E.modelKeyExists(b.key!)
      return {
        key: b.key!,
        name: b.name!,
        description: b.description ?? '',
        category: b.category ?? '1',
        formType: num(b.formType ?? 10),
        formId: b.formId ? num(b.formId) : undefined,
        formCustomCreatePath: b.formCustomCreatePath,
        formCustomViewPath: b.formCustomViewPath,
        bpmnXml: b.bpmnXml ?? '',
        createTime: Date.now(),
      }
    },
    created: (m) => String(m.id),
    update: (b) => {
      const patch: Partial<ModelRow> = {}
      for (const k of [
        'name',
        'description',
        'category',
        'formCustomCreatePath',
        'formCustomViewPath',
        'bpmnXml',
      ] as const)
        if (b[k] !== undefined) patch[k] = b[k] as string
      if (b.formType !== undefined) patch.formType = num(b.formType)
      if (b.formId !== undefined)
        patch.formId = b.formId === null || (b.formId as unknown) === '' ? undefined : num(b.formId)
      return patch
    },
    remove: { after: (m) => void rules.removeWhere((r) => r.modelId === m.id) },
  }),
  http.post(
    api('/bpm/model/deploy'),
    withUser(({ request }) => {
      const m = models.get(num(query(request).get('id')))
      if (!m) return E.modelNotExists()
      if (!m.bpmnXml.includes('process')) return E.modelNoXml()
      // yudao checkTaskAssignRuleAllConfig: every user task needs a rule before it can be deployed
      const unassigned = engine.assignments(m.bpmnXml, { modelId: m.id }).find(({ rule }) => !rule?.options.length)
      if (unassigned) return E.deployNoRule(unassigned.node.name || unassigned.node.id)
      engine.deploy(m, Date.now()) // the caller's clock, as before the engine had its own
      return ok(true)
    }, 'bpm:model:deploy'),
  ),
  http.put(
    api('/bpm/model/update-state'),
    withUser(async ({ request }) => {
      const b = await body<{ id: string; state: number }>(request)
      const m = models.get(num(b.id))
      if (!m) return E.modelNotExists()
      const def = engine.latestDefinition(m.id)
      if (!def) return E.definitionNotExists()
      engine.setState(def.id, num(b.state))
      return ok(true)
    }, 'bpm:model:update'),
  ),
  // forms
  ...crud<FormRow>({
    table: forms,
    path: '/bpm/form',
    permission: 'bpm:form',
    filter: (q) => byNewest(forms.list().filter((f) => like(f.name, q.get('name')))),
    notFound: E.formNotExists,
    get: { missing: true },
    simple: (rows) => rows.filter((f) => f.status === 0).map(({ id, name }) => ({ id, name })),
    create: (b) => missingField(b, FORM_FIELDS) ?? { name: b.name!, ...formFields(b), createTime: Date.now() },
    update: (b) => missingField(b, FORM_FIELDS) ?? { name: b.name, ...formFields(b) },
    remove: {},
  }),
]
