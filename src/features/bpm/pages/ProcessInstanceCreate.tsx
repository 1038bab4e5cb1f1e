import { Suspense, useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Alert, App, Button, Card, Form, Space, Spin, Table, Tag } from 'antd'
import { getDefinitionList, getDefinitionXml } from '../../../api/bpm/definition'
import { createProcessInstance } from '../../../api/bpm/processInstance'
import { BUSINESS_FORM, type ProcessDefinition } from '../../../api/bpm/types'
import { DictTag } from '../../../components/DictTag'
import { useT } from '../../../i18n/react'
import { DICT_TYPE } from '../../../utils/dict'
import { reportFailure } from '../../../components/uncaught'
import { whenLoaded } from '../../../utils/whenLoaded'
import { FormRenderer, formMounted, parseOptions, parseRules, toVariables, validateForm } from '../form'
import { ProcessViewer } from '../components/lazyBpmn'

const ACTIVE = 1
/** One choice of a process (a new object each time, so answers for an earlier choice are told apart). */
type Choice = { def: ProcessDefinition; xml: Promise<string | null> }

/** 发起流程 (/bpm/process-instance/create): pick an active definition, fill its form, start it. */
export default function ProcessInstanceCreate() {
  const t = useT('bpm')
  const navigate = useNavigate()
  const { message } = App.useApp()
  const [definitions, setDefinitions] = useState<ProcessDefinition[]>()
  const [chosen, setChosen] = useState<Choice>()
  const [form] = Form.useForm()
  const [starting, setStarting] = useState(false)

  useEffect(() => whenLoaded(getDefinitionList({ suspensionState: ACTIVE }), setDefinitions), [])

  const choose = (def: ProcessDefinition) => {
    // a business form (e.g. OA leave) has its own page that starts the process
    if (def.formType === BUSINESS_FORM && def.formCustomCreatePath) return navigate(def.formCustomCreatePath)
    form.resetFields()
    // the form opens at once (its rules came with the list); the diagram's XML is asked for meanwhile
    setChosen({ def, xml: getDefinitionXml(def.id) })
  }

  // the chosen process's form: form-create rules and options as yudao stores them
  const formOf = useMemo(
    () => chosen && { rules: parseRules(chosen.def.formFields), options: parseOptions(chosen.def.formConf) },
    [chosen],
  )

  // The diagram is drawn once the form is all there (its import, or any render meanwhile, would hold the form back);
  // a failure to get its XML costs the diagram, not the form.
  const [diagram, setDiagram] = useState<{ of: Choice; xml?: string }>()
  useEffect(() => {
    if (!chosen) return
    let live = true
    Promise.all([chosen.xml, formMounted(form)]).then(
      ([xml]) => live && setDiagram({ of: chosen, xml: xml ?? undefined }),
      (error: unknown) => {
        reportFailure(error)
        if (live) setDiagram({ of: chosen })
      },
    )
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
        {diagram?.of !== chosen ? (
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
