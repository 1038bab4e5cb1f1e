import { memo, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { Collapse } from 'antd'
import type Modeler from 'bpmn-js/lib/Modeler'
import type EventBus from 'diagram-js/lib/core/EventBus'
import { PanelContext, usePanel, type PanelModel, type PanelState } from './shared/PanelContext'
import { PanelApi, is, type DiagramElement } from './shared/moddle'
import { hasEngineExtensions, type Prefix } from '../moddle/dialects'
import GeneralSection from './general/GeneralSection'
import MessagesSection from './messages/MessagesSection'
import ConditionSection from './condition/ConditionSection'
import FormSection from './form/FormSection'
import TaskSection from './task/TaskSection'
import FieldsPermissionSection from './fieldsPermission/FieldsPermissionSection'
import MultiInstanceSection from './multiInstance/MultiInstanceSection'
import ListenersSection from './listeners/ListenersSection'
import ExtensionPropertiesSection from './extensionProperties/ExtensionPropertiesSection'
import DocumentationSection from './other/DocumentationSection'
import { useT } from '../../../i18n/react'
import type { MessageKey } from '../../../i18n'
import './properties.css'

interface Section {
  key: string
  label: MessageKey<'bpmn'>
  show: (el: DiagramElement, model: ModelContext) => boolean
  render: () => ReactNode
  help?: string
}

/** What a section may depend on beyond the element: the dialect and the model's 流程表单. */
interface ModelContext {
  prefix?: Prefix
  formId?: string | number
}
const hasForm = (formId: ModelContext['formId']) => formId != null && formId !== ''

const isTask = (el: DiagramElement) => is(el.businessObject, 'bpmn:Task')
const always = () => true

/** The panel's sections and when each shows, exactly as spec §2.4 lists them. */
const SECTIONS: Section[] = [
  { key: 'general', label: 'sectionGeneral', show: always, render: () => <GeneralSection /> },
  {
    key: 'messages',
    label: 'sectionMessages',
    show: (el) => is(el.businessObject, 'bpmn:Process'),
    render: () => <MessagesSection />,
  },
  {
    key: 'condition',
    label: 'sectionCondition',
    show: (el) =>
      is(el.businessObject, 'bpmn:SequenceFlow') && !!el.source && !is(el.source.businessObject, 'bpmn:StartEvent'),
    render: () => <ConditionSection />,
  },
  {
    key: 'form',
    label: 'sectionForm',
    show: (el) => is(el.businessObject, 'bpmn:UserTask') || is(el.businessObject, 'bpmn:StartEvent'),
    render: () => <FormSection />,
  },
  {
    // yudao's fieldsPermission elements: a flowable/activiti extension, for the fields of the model's 流程表单 (issue 43)
    key: 'fieldsPermission',
    label: 'sectionFieldsPermission',
    show: (el, { prefix, formId }) =>
      is(el.businessObject, 'bpmn:UserTask') && !!prefix && hasEngineExtensions(prefix) && hasForm(formId),
    render: () => <FieldsPermissionSection />,
  },
  {
    key: 'task',
    label: 'sectionTask',
    show: isTask,
    render: () => <TaskSection />,
    help: 'https://docs.camunda.org/manual/latest/reference/bpmn20/tasks/',
  },
  {
    key: 'multiInstance',
    label: 'sectionMultiInstance',
    show: isTask,
    render: () => <MultiInstanceSection />,
    help: 'https://docs.camunda.org/manual/latest/reference/bpmn20/tasks/task-markers/',
  },
  {
    key: 'executionListeners',
    label: 'sectionExecutionListeners',
    show: (el) => !is(el.businessObject, 'bpmn:Collaboration'),
    render: () => <ListenersSection kind="ExecutionListener" />,
    help: 'https://docs.camunda.org/manual/latest/user-guide/process-engine/delegation-code/#execution-listener',
  },
  {
    key: 'taskListeners',
    label: 'sectionTaskListeners',
    show: (el) => is(el.businessObject, 'bpmn:UserTask'),
    render: () => <ListenersSection kind="TaskListener" />,
    help: 'https://docs.camunda.org/manual/latest/user-guide/process-engine/delegation-code/#task-listener',
  },
  {
    key: 'extensionProperties',
    label: 'sectionExtensionProperties',
    show: always,
    render: () => <ExtensionPropertiesSection />,
  },
  { key: 'other', label: 'sectionOther', show: always, render: () => <DocumentationSection /> },
]

/** The sections shown for an element (exported for tests). */
export const sectionsFor = (el: DiagramElement, model: ModelContext = {}) =>
  SECTIONS.filter((s) => s.show(el, model)).map((s) => s.key)

/** An open section's content, for the element in the panel's context; nothing for an element it doesn't apply to. */
function SectionBody({ section }: { section: Section }) {
  const { element, api, formId } = usePanel()
  const t = useT('bpmn')
  if (!section.show(element, { prefix: api.prefix, formId })) return null
  return (
    <>
      {/* The help link sits in the section, not its header: a link inside the header's role="button" is a control
          nested in a control, which screen readers and keyboards can't reach apart (axe nested-interactive, issue 12). */}
      {section.help && (
        <a className="bpmn-panel-help" href={section.help} target="_blank" rel="noopener noreferrer">
          {t('sectionHelp', { section: t(section.label) })}
        </a>
      )}
      {section.render()}
    </>
  )
}

/**
 * Every section is always in the Collapse, so its items change only with the language: a selection re-renders neither
 * the Collapse nor its headers (≈ half of selection → panel before, issue 13), only the open section's content through
 * the context. Which headers show is CSS on the panel's data-sections (properties.css).
 */
const itemsIn = (t: (key: MessageKey<'bpmn'>) => string) =>
  SECTIONS.map((s) => ({
    key: s.key,
    label: t(s.label),
    className: `bpmn-section-${s.key}`,
    children: <SectionBody section={s} />,
  }))
const GENERAL_ONLY = ['general']

interface Props {
  modeler: Modeler
  prefix: Prefix
  model?: PanelModel
  formId?: string | number
  width?: number
}

/** The selected element, or the process/collaboration when nothing is selected (spec §4). */
function currentElement(modeler: Modeler): DiagramElement | undefined {
  const selected = modeler.get<{ get(): DiagramElement[] }>('selection').get()
  if (selected.length === 1) return selected[0]
  const canvas = modeler.get<{ getRootElement(): DiagramElement }>('canvas')
  const root = canvas.getRootElement()
  return root.businessObject ? root : undefined // before the first import the root is an empty placeholder
}

/**
 * Our own properties panel (React + antd): bpmn-js-properties-panel renders with preact and ships 279 KB of
 * CodeMirror/FEEL we do not need; the sections here read the business object and write through modeling commands.
 */
function PropertiesPanel({ modeler, prefix, model, formId, width = 480 }: Props) {
  const api = useMemo(() => new PanelApi(modeler, prefix), [modeler, prefix])
  const t = useT('bpmn')
  const items = useMemo(() => itemsIn(t), [t])
  const [element, setElement] = useState<DiagramElement | undefined>(() => currentElement(modeler))
  const [active, setActive] = useState<string[]>(GENERAL_ONLY)
  // Any command (including undo/redo) may change what the sections show: re-read on every change.
  const [version, refresh] = useReducer((n: number) => n + 1, 0)

  useEffect(() => {
    const eventBus = modeler.get<EventBus>('eventBus')
    const select = () => {
      setElement(currentElement(modeler))
      setActive(GENERAL_ONLY) // spec §4: another element resets the panel to the general section (same array: no render)
    }
    // Rendered within the selection event rather than in a later scheduler task: the panel follows the click at once.
    const onSelection = () => flushSync(select)
    const onChanged = () => {
      // An id change or a replace (e.g. task → user task) yields a new element object: follow it.
      setElement((cur) => {
        const registry = modeler.get<{ get(id: string): DiagramElement | undefined }>('elementRegistry')
        return (cur && registry.get(cur.id)) || currentElement(modeler)
      })
      refresh()
    }
    eventBus.on('selection.changed', onSelection)
    eventBus.on('import.done', onSelection)
    eventBus.on('root.set', onSelection)
    eventBus.on('commandStack.changed', onChanged)
    select()
    return () => {
      eventBus.off('selection.changed', onSelection)
      eventBus.off('import.done', onSelection)
      eventBus.off('root.set', onSelection)
      eventBus.off('commandStack.changed', onChanged)
    }
  }, [modeler])

  const state = useMemo<PanelState | null>(
    () => (element ? { api, element, bo: element.businessObject, model, formId } : null),
    // version: a command changed the business object in place; the sections must read it again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, element, model, formId, version],
  )
  // only open sections render their fields (destroyOnHidden): selection → panel stays cheap
  const collapse = useMemo(
    () => (
      <Collapse
        size="small"
        activeKey={active}
        onChange={(k) => setActive(k as string[])}
        items={items}
        destroyOnHidden
      />
    ),
    [active, items],
  )
  if (!state) return <div className="bpmn-properties-panel" style={{ width }} />

  return (
    <div
      className="bpmn-properties-panel"
      style={{ width }}
      data-element-id={state.element.id}
      data-version={version}
      data-sections={sectionsFor(state.element, { prefix, formId }).join(' ')}
    >
      <PanelContext.Provider value={state}>{collapse}</PanelContext.Provider>
    </div>
  )
}

// The designer re-renders on zoom and undo availability; the panel follows the modeler's own events instead.
export default memo(PropertiesPanel)
