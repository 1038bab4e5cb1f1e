import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { Alert, App, Button, Card, Form, Input, Radio, Result, Space, Spin } from 'antd'
import { createForm, getForm, updateForm } from '../../../api/bpm/form'
import { useTabs } from '../../../stores/tabs'
import { DICT_TYPE } from '../../../utils/dict'
import { formatDateTime } from '../../../utils/format'
import { toNumber, useDictOptions } from '../../../hooks/useDictOptions'
import { LoadFailed } from '../../../components/LoadFailed'
import { reportFailure } from '../../../components/uncaught'
import { useLoad } from '../../../hooks/useLoad'
import { useT } from '../../../i18n/react'
import { clearDraft, FORM_DRAFT_PREFIX, readDraft, writeDraft, type Draft } from '../../bpmn/designer/draft'
import { parseOptions, parseRules, serializeOptions, serializeRules } from '../form/parse'
import type { DesignDoc, FormDesignerHandle } from '../form/designer/FormDesigner'

// The designer (dnd-kit, its panels) loads with this page only, like the BPMN designer (lazyBpmn.ts).
const FormDesigner = lazy(() => import('../form/designer/FormDesigner'))

interface MetaValues {
  name: string
  status: number
  remark?: string
}

/** A new form's options, as form-create's designer starts them (`getOption()`). */
const NEW_FORM_OPTIONS = {
  form: { labelPosition: 'right', size: 'default', labelWidth: '125px', hideRequiredAsterisk: false, showMessage: true, inlineMessage: false },
  submitBtn: { show: true },
  resetBtn: { show: false },
}
const DRAFT_DELAY = 1000 // as the BPMN designer's

/** What a draft holds: the form as it would be saved, name and all. */
const draftText = (meta: Partial<MetaValues>, doc: DesignDoc) =>
  JSON.stringify({ name: meta.name, status: meta.status, remark: meta.remark, fields: serializeRules(doc.rules), conf: serializeOptions(doc.options) })

/** 设计流程表单 (/bpm/manager/form/edit?id=): name, status and remark, and the form designed in the designer. */
export default function FormEditor() {
  const t = useT('bpm')
  const td = useT('formDesigner')
  const [params] = useSearchParams()
  const id = params.get('id')
  const navigate = useNavigate()
  const location = useLocation()
  const { message } = App.useApp()
  const [form] = Form.useForm<MetaValues>()
  const [saving, setSaving] = useState(false)
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS, toNumber)
  const { data: loaded, error, reload } = useLoad(async (signal) => (id ? getForm(Number(id), { signal }) : null), [id])
  const designer = useRef<FormDesignerHandle>(null)
  const [initial, setInitial] = useState<{ for: string; doc: DesignDoc }>()
  const [draft, setDraft] = useState<Draft>()
  const draftKey = id ?? 'new'

  // Filled once per form: keep-alive runs this effect again (and loads the form again) each time the tab is shown,
  // and filling it again would throw away what the user changed and has not saved.
  const filledFor = useRef<string | null>(null)
  useEffect(() => {
    if (id && !loaded) return
    if (filledFor.current === draftKey) return
    filledFor.current = draftKey
    const meta: Partial<MetaValues> = loaded ? { name: loaded.name, status: loaded.status, remark: loaded.remark } : { status: 0 }
    form.setFieldsValue(meta)
    const doc: DesignDoc = loaded ? { rules: parseRules(loaded.fields), options: parseOptions(loaded.conf) } : { rules: [], options: NEW_FORM_OPTIONS }
    setInitial({ for: draftKey, doc })
    const saved = readDraft(draftKey, FORM_DRAFT_PREFIX)
    setDraft(saved && saved.xml !== draftText(meta, doc) ? saved : undefined)
  }, [loaded, form, id, draftKey])

  // The draft follows every change a second later (and when the page is left before that), as the BPMN designer's.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  const writeNow = useCallback(() => {
    clearTimeout(pending.current)
    pending.current = undefined
    const doc = designer.current?.doc()
    if (doc) writeDraft(draftKey, draftText(form.getFieldsValue(true) as MetaValues, doc), FORM_DRAFT_PREFIX)
  }, [draftKey, form])
  const scheduleDraft = useCallback(() => {
    clearTimeout(pending.current)
    pending.current = setTimeout(writeNow, DRAFT_DELAY)
  }, [writeNow])
  useEffect(() => () => void (pending.current && writeNow()), [writeNow])

  const restoreDraft = () => {
    const d = draft
    setDraft(undefined)
    if (!d) return
    try {
      const saved = JSON.parse(d.xml) as Partial<MetaValues> & { fields?: string[]; conf?: string }
      form.setFieldsValue({ name: saved.name, status: saved.status, remark: saved.remark })
      designer.current?.load({ rules: parseRules(saved.fields), options: parseOptions(saved.conf) }, 'step')
    } catch (failure) {
      reportFailure(failure)
    }
  }

  const save = async () => {
    const v = await form.validateFields().catch(() => undefined)
    if (!v || !designer.current) return
    const problems = designer.current.checkFields()
    if (problems) return void message.error(td('fieldProblems', { count: problems }))
    const doc = designer.current.doc()
    setSaving(true)
    try {
      const data = { name: v.name, status: v.status, remark: v.remark, conf: serializeOptions(doc.options), fields: serializeRules(doc.rules) }
      if (id) await updateForm({ ...data, id: Number(id) })
      else await createForm(data)
      clearTimeout(pending.current)
      pending.current = undefined
      clearDraft(draftKey, FORM_DRAFT_PREFIX)
      setDraft(undefined)
      message.success(t('saved'))
      useTabs.getState().close('current', location.pathname, location.pathname)
      navigate('/bpm/manager/form')
    } catch (failure) {
      reportFailure(failure) // the editor keeps the user's work
    } finally {
      setSaving(false)
    }
  }

  if (id && error && loaded === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (id && loaded === null) return <Result status="404" title={t('formNotFound')} />
  if (id && !loaded) return <Spin style={{ display: 'block', margin: 80 }} />
  return (
    <Card variant="borderless" title={id ? t('editForm') : t('addForm')} styles={{ body: { paddingTop: 12 } }}>
      <Form<MetaValues> form={form} layout="inline" initialValues={{ status: 0 }} onValuesChange={scheduleDraft} className="form-editor-meta">
        <Form.Item label={t('formName')} name="name" rules={[{ required: true, message: t('formNameRequired') }]}>
          <Input placeholder={t('enterFormName')} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item label={t('status')} name="status" rules={[{ required: true, message: t('statusRequired') }]}>
          <Radio.Group options={statuses} />
        </Form.Item>
        <Form.Item label={t('remark')} name="remark">
          <Input placeholder={t('enterRemark')} style={{ width: 280 }} />
        </Form.Item>
      </Form>
      {draft && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          title={td('draftFound', { time: formatDateTime(draft.savedAt) })}
          action={
            <Space>
              <Button size="small" type="primary" onClick={restoreDraft}>
                {td('restoreDraft')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  clearDraft(draftKey, FORM_DRAFT_PREFIX)
                  setDraft(undefined)
                }}
              >
                {td('discardDraft')}
              </Button>
            </Space>
          }
        />
      )}
      <Suspense fallback={<Spin style={{ display: 'block', margin: 80 }} />}>
        {initial && (
          <FormDesigner
            key={initial.for}
            ref={designer}
            initial={initial.doc}
            onChange={scheduleDraft}
            extra={
              <Space>
                <Button type="primary" loading={saving} onClick={() => void save()}>
                  {t('save')}
                </Button>
                <Button onClick={() => navigate('/bpm/manager/form')}>{t('cancel')}</Button>
              </Space>
            }
          />
        )}
      </Suspense>
    </Card>
  )
}
