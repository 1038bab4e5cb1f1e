import { useEffect, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { Alert, Button, Card, Spin, Table, Tag } from 'antd'
import { getDefinitionList } from '../../../api/bpm/definition'
import { BUSINESS_FORM, type ProcessDefinition } from '../../../api/bpm/types'
import { DictTag } from '../../../components/DictTag'
import { useT } from '../../../i18n/react'
import { DICT_TYPE } from '../../../utils/dict'
import { whenLoaded } from '../../../utils/whenLoaded'
import StartProcessForm from '../components/StartProcessForm'

const ACTIVE = 1
/** The chosen process is in the URL (issue 51): a reload, a link or Back comes back to its form. */
const CHOSEN = 'processDefinitionId'

/** 发起流程 (/bpm/process-instance/create): pick an active definition, fill its form, start it. */
export default function ProcessInstanceCreate() {
  const t = useT('bpm')
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [definitions, setDefinitions] = useState<ProcessDefinition[]>()

  useEffect(() => whenLoaded(getDefinitionList({ suspensionState: ACTIVE }), setDefinitions), [])

  const choose = (def: ProcessDefinition) => {
    // a business form (e.g. OA leave) has its own page that starts the process
    if (def.formType === BUSINESS_FORM && def.formCustomCreatePath) return navigate(def.formCustomCreatePath)
    setParams({ [CHOSEN]: def.id })
  }
  const chosenId = params.get(CHOSEN)
  const chosen = chosenId ? definitions?.find((def) => def.id === chosenId) : undefined

  if (!definitions) return <Spin style={{ display: 'block', margin: 80 }} />
  if (chosen?.formType === BUSINESS_FORM && chosen.formCustomCreatePath)
    return <Navigate to={chosen.formCustomCreatePath} replace />
  // each process its own form (keyed): nothing typed for one shows in another
  if (chosen) return <StartProcessForm key={chosen.id} def={chosen} onChooseOther={() => setParams({})} />
  return (
    <Card variant="borderless" title={t('chooseProcess')}>
      {chosenId && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('processUnavailable')} />}
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
