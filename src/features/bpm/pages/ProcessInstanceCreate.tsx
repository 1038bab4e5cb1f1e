import { Suspense, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { App, Button, Card, Form, Space, Spin, Table, Tag } from 'antd'
import { getDefinitionList, getDefinitionXml } from '../../../api/bpm/definition'
import { createProcessInstance } from '../../../api/bpm/processInstance'
import { BUSINESS_FORM, type ProcessDefinition } from '../../../api/bpm/types'
import { DictTag } from '../../../components/DictTag'
import { useT } from '../../../i18n/react'
import { DICT_TYPE } from '../../../utils/dict'
import { whenLoaded } from '../../../utils/whenLoaded'
import { FormRenderer, formMounted, parseOptions, parseRules, toVariables, validateForm } from '../form'
import { ProcessViewer } from '../components/lazyBpmn'

const ACTIVE = 1

/** 发起流程 (/bpm/process-instance/create): pick an active definition, fill its form, start it. */
export default function ProcessInstanceCreate() {
  const t = useT('bpm')
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [definitions, setDefinitions] = useState<ProcessDefinition[]>()
  const [chosen, setChosen] = useState<{ def: ProcessDefinition; xml: string }>()
  const [form] = Form.useForm()
  const [starting, setStarting] = useState(false)

  useEffect(() => whenLoaded(getDefinitionList({ suspensionState: ACTIVE }), setDefinitions), [])

  const choose = (def: ProcessDefinition) => {
    // a business form (e.g. OA leave) has its own page that starts the process
    if (def.formType === BUSINESS_FORM && def.formCustomCreatePath) return navigate(def.formCustomCreatePath)
    whenLoaded(getDefinitionXml(def.id), (xml) => {
      form.resetFields()
      setChosen({ def, xml })
    })
  }

  // the chosen process's form: form-create rules and options as yudao stores them
  const formOf = useMemo(
    () => chosen && { rules: parseRules(chosen.def.formFields), options: parseOptions(chosen.def.formConf) },
    [chosen],
  )

  // the diagram is drawn once the form is all there: its import would hold the form's first paint back (a choice,
  // not a process id: the same process chosen again waits for its form again)
  const [diagramOf, setDiagramOf] = useState<typeof chosen>()
  useEffect(() => {
    if (!chosen) return
    let live = true
    void formMounted(form).then(() => live && setDiagramOf(chosen))
    return () => {
      live = false
    }
  }, [chosen, form])

  const start = async () => {
    if (!chosen || !formOf) return
    const values = await validateForm(form) // the first wrong field is scrolled into view
    if (!values) return
    setStarting(true)
    try {
      const variables = toVariables(formOf.rules, values)
      const id = await createProcessInstance({ processDefinitionId: chosen.def.id, variables })
      message.success(t('processStarted'))
      navigate(`/bpm/process-instance/detail?id=${id}`)
    } catch {
      // shown by the request layer; the form keeps its values
    } finally {
      setStarting(false)
    }
  }

  if (!definitions) return <Spin style={{ display: 'block', margin: 80 }} />
  if (chosen && formOf) {
    return (
      <Card
        variant="borderless"
        title={t('applicationOf', { name: chosen.def.name })}
        extra={<Button onClick={() => setChosen(undefined)}>{t('chooseOtherProcess')}</Button>}
      >
        <FormRenderer key={chosen.def.id} form={form} rules={formOf.rules} options={formOf.options} />
        <Space style={{ marginBottom: 24 }}>
          <Button type="primary" loading={starting} onClick={start}>
            {t('submit')}
          </Button>
        </Space>
        <Suspense fallback={<Spin />}>
          {diagramOf === chosen ? <ProcessViewer xml={chosen.xml} height={360} /> : <Spin />}
        </Suspense>
      </Card>
    )
  }
  return (
    <Card variant="borderless" title={t('chooseProcess')}>
      <Table<ProcessDefinition>
        rowKey="id"
        pagination={false}
        dataSource={definitions}
        columns={[
          { title: t('processName'), dataIndex: 'name' },
          {
            title: t('processCategory'),
            dataIndex: 'category',
            render: (v) => <DictTag type={DICT_TYPE.BPM_MODEL_CATEGORY} value={v} />,
          },
          { title: t('processVersion'), dataIndex: 'version', render: (v) => <Tag>v{v}</Tag> },
          { title: t('processDescription'), dataIndex: 'description' },
          {
            title: t('actions'),
            key: 'op',
            render: (_, def) => (
              <Button type="link" onClick={() => choose(def)}>
                {t('choose')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  )
}
