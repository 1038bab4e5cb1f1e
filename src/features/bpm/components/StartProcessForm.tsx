import { Suspense, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Alert, App, Button, Card, Form, Space, Spin } from 'antd'
import { getDefinitionXml } from '../../../api/bpm/definition'
import { createProcessInstance } from '../../../api/bpm/processInstance'
import type { ProcessDefinition } from '../../../api/bpm/types'
import { reportFailure } from '../../../components/uncaught'
import { useT } from '../../../i18n/react'
import { startFieldsPermission, type NodeFieldsPermission } from '../../../domain/fieldsPermission'
import {
  FormRenderer,
  formMounted,
  fromVariables,
  parseOptions,
  parseRules,
  toVariables,
  validateForm,
} from '../form'
import { DraftOffer, useKeptInput } from './DraftOffer'
import { ProcessViewer } from './lazyBpmn'

const START_PATH = '/bpm/process-instance/create'

/**
 * 发起流程's form for one process definition (mounted anew for each): its form-create rules as the start event lets
 * the initiator see and write them (yudao's start node 表单字段权限), what was typed kept until it is started (issue
 * 51), and the diagram below.
 */
export default function StartProcessForm({ def, onChooseOther }: { def: ProcessDefinition; onChooseOther(): void }) {
  const t = useT('bpm')
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const [starting, setStarting] = useState(false)
  const kept = useKeptInput({ path: START_PATH, title: 'start', id: def.id })
  // the form opens at once (its rules came with the list); the diagram's XML is asked for meanwhile
  const [xml] = useState(() => getDefinitionXml(def.id))
  const rules = useMemo(() => parseRules(def.formFields), [def])
  const options = useMemo(() => parseOptions(def.formConf), [def])

  // The start node's field permissions come with the XML: until then (or without it) the form is as its rules say.
  const [permissions, setPermissions] = useState<NodeFieldsPermission>()
  useEffect(() => {
    let live = true
    xml.then(
      (text) => live && text && setPermissions(startFieldsPermission(text)),
      () => undefined, // said by the diagram below
    )
    return () => {
      live = false
    }
  }, [xml])

  // The diagram is drawn once the form is all there (its import, or any render meanwhile, would hold the form back);
  // a failure to get its XML costs the diagram, not the form.
  const [diagram, setDiagram] = useState<{ xml?: string }>()
  useEffect(() => {
    let live = true
    Promise.all([xml, formMounted(form)]).then(
      ([text]) => live && setDiagram({ xml: text ?? undefined }),
      (error: unknown) => {
        reportFailure(error)
        if (live) setDiagram({})
      },
    )
    return () => {
      live = false
    }
  }, [xml, form])

  const start = async () => {
    const values = await validateForm(form) // the first wrong field is scrolled into view
    if (!values) return
    setStarting(true)
    try {
      const id = await createProcessInstance({ processDefinitionId: def.id, variables: toVariables(rules, values) })
      kept.discard() // started: nothing left to offer
      form.resetFields() // a Back to this page shows a fresh form, not the one sent
      message.success(t('processStarted'))
      navigate(`/bpm/process-instance/detail?id=${id}`)
    } catch {
      // shown by the request layer; the form keeps its values (and the kept input)
    } finally {
      setStarting(false)
    }
  }

  return (
    <Card
      variant="borderless"
      title={t('applicationOf', { name: def.name })}
      extra={<Button onClick={onChooseOther}>{t('chooseOtherProcess')}</Button>}
    >
      {kept.offer && (
        <DraftOffer
          draft={kept.offer}
          onRestore={() => form.setFieldsValue(fromVariables(rules, kept.restore()))}
          onDiscard={kept.discard}
        />
      )}
      <FormRenderer
        form={form}
        rules={rules}
        options={options}
        fieldPermissions={permissions}
        // uploads are in the values as the URLs they got; a file still on its way is not
        onValuesChange={() => kept.keep(form.getFieldsValue(true) as Record<string, unknown>)}
      />
      <Space style={{ marginBottom: 24 }}>
        <Button type="primary" loading={starting} onClick={start}>
          {t('submit')}
        </Button>
      </Space>
      {!diagram ? (
        <Spin />
      ) : diagram.xml === undefined ? (
        <Alert type="warning" showIcon title={t('diagramUnavailable')} />
      ) : (
        <Suspense fallback={<Spin />}>
          <ProcessViewer xml={diagram.xml} height={360} />
        </Suspense>
      )}
    </Card>
  )
}
