import { Suspense } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { App, Card, Result, Spin } from 'antd'
import { getModel, updateModel } from '../../../api/bpm/model'
import { BUSINESS_FORM } from '../../../api/bpm/types'
import { LoadFailed } from '../../../components/LoadFailed'
import { useLoad } from '../../../hooks/useLoad'
import { useT } from '../../../i18n/react'
import { useTabs } from '../../../stores/tabs'
import { ProcessDesigner } from '../components/lazyBpmn'

/** 设计流程 (/bpm/manager/model/design?modelId=): the designer on a model; saving returns to the model list. */
export default function ModelDesign() {
  const t = useT('bpm')
  const [params] = useSearchParams()
  const modelId = params.get('modelId')
  const navigate = useNavigate()
  const location = useLocation()
  const { message } = App.useApp()
  const { data: model, error, reload } = useLoad(async (signal) => (modelId ? getModel(modelId, { signal }) : null), [modelId])

  if (!modelId) return <Result status="warning" title={t('missingModelId')} />
  if (error && model === undefined) return <LoadFailed error={error} onRetry={reload} />
  if (model === null) return <Result status="404" title={t('modelNotFound')} />
  if (!model) return <Spin style={{ display: 'block', margin: 80 }} />

  const save = async (xml: string) => {
    await updateModel({ id: model.id, bpmnXml: xml })
    message.success(t('saved'))
    useTabs.getState().close('current', location.pathname, location.pathname)
    navigate('/bpm/manager/model')
  }

  return (
    <Card variant="borderless" styles={{ body: { padding: 0, height: 'calc(100vh - 140px)', minHeight: 600 } }}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: 80 }} />}>
        <ProcessDesigner
          key={model.id}
          xml={model.bpmnXml || undefined}
          processId={model.key}
          processName={model.name}
          // a business form's pages are its own: the panel's form hints and 表单字段权限 are for a 流程表单 only
          formId={model.formType === BUSINESS_FORM ? undefined : (model.formId ?? undefined)}
          prefix="flowable"
          model={{ id: model.id, key: model.key, name: model.name }}
          onSave={save}
        />
      </Suspense>
    </Card>
  )
}
