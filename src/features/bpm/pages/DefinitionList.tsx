import { Suspense, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Button, Modal, Spin, Tag } from 'antd'
import { getDefinitionPage, getDefinitionXml } from '../../../api/bpm/definition'
import type { DefinitionQuery, ProcessDefinition } from '../../../api/bpm/types'
import { ListView, type ListPageDef } from '../../../components/crud'
import { useT } from '../../../i18n/react'
import { DICT_TYPE } from '../../../utils/dict'
import { whenLoaded } from '../../../utils/whenLoaded'
import { ProcessViewer } from '../components/lazyBpmn'
import TaskAssignRuleDialog from '../components/TaskAssignRuleDialog'

/** 流程定义 (`bpm/definition/index`, /bpm/manager/definition?key=): deployed versions, each with a read-only diagram. */
export default function DefinitionList() {
  const t = useT('bpm')
  const [params] = useSearchParams()
  const [shown, setShown] = useState<{ name: string; xml: string } | null>(null)
  const [rulesOf, setRulesOf] = useState<ProcessDefinition | null>(null)
  const def: ListPageDef<ProcessDefinition, DefinitionQuery> = {
    fetchPage: getDefinitionPage,
    initialQuery: { key: params.get('key') ?? undefined },
    columns: [
      { key: 'id', title: t('definitionId'), width: 90 },
      {
        key: 'name',
        title: t('processName'),
        render: (name: string, row) => (
          <Button
            type="link"
            size="small"
            onClick={() => whenLoaded(getDefinitionXml(row.id), (xml) => setShown({ name, xml }))}
          >
            {name}
          </Button>
        ),
      },
      { key: 'key', title: t('processKey') },
      { key: 'category', title: t('processCategory'), dict: DICT_TYPE.BPM_MODEL_CATEGORY },
      {
        key: 'form',
        title: t('formInfo'),
        render: (_, r) => r.formName ?? r.formCustomCreatePath ?? t('noForm'),
      },
      { key: 'version', title: t('processVersion'), render: (v: number) => <Tag>v{v}</Tag> },
      {
        key: 'suspensionState',
        title: t('status'),
        render: (v: number) =>
          v === 1 ? <Tag color="success">{t('active')}</Tag> : <Tag color="warning">{t('suspendedState')}</Tag>,
      },
      { key: 'deploymentTime', title: t('deploymentTime'), date: 'time' },
      { key: 'description', title: t('definitionDescription'), ellipsis: true },
    ],
    // The rules this version was deployed with (yudao copies them at deploy): read-only.
    rowActions: [{ label: t('assignRules'), perms: ['bpm:task-assign-rule:query'], onClick: (row) => setRulesOf(row) }],
    children: () => (
      <>
        {rulesOf && (
          <TaskAssignRuleDialog
            title={t('assignRulesOf', { name: `${rulesOf.name} v${rulesOf.version}` })}
            processDefinitionId={rulesOf.id}
            onClose={() => setRulesOf(null)}
          />
        )}
        <Modal
          title={shown?.name}
          open={!!shown}
          footer={null}
          width="80%"
          mask={{ closable: false }}
          onCancel={() => setShown(null)}
          destroyOnHidden
        >
          <Suspense fallback={<Spin />}>{shown && <ProcessViewer xml={shown.xml} height={560} />}</Suspense>
        </Modal>
      </>
    ),
  }
  return <ListView def={def} />
}
