import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react'
import { App } from 'antd'
import type Modeler from 'bpmn-js/lib/Modeler'
import type CommandStack from 'diagram-js/lib/command/CommandStack'
import type Canvas from 'diagram-js/lib/core/Canvas'
import { useT } from '../../../i18n/react'
import { createModeler } from './createModeler'
import { blankDiagram } from './blankDiagram'
import {
  ImportError,
  importDiagram,
  type DiagramHost,
  type DiagramSource,
  type ImportOutcome,
} from '../import/importDiagram'
import { ACCEPT, isLargeFile, largeFileQuestion, readDiagramFile } from '../import/readFile'
import ImportNotice, { worthNotice } from '../import/ImportNotice'
import { DiagramSwitcher, type ShownDiagrams } from '../import/DiagramSwitcher'
import { restorePrefixes, type PrefixedAttributes } from '../import/vendorAttributes'
import { clearDraft, type Draft } from './draft'
import DraftNotice from './DraftNotice'
import { downloadText, xmlToJson } from './files'
import Toolbar, { type AlignType, type DownloadType, type ToolbarActions } from './Toolbar'
import ZoomControl from './ZoomControl'
import { useDiagramLint } from './useDiagramLint'
import { useEditState } from './useEditState'
import { useImportOnChange } from './useImportOnChange'
import XmlPreview, { type Preview } from './XmlPreview'
import { assertZoom } from './zoom'
import { fitBeforeRender } from '../diagram/fitBeforeRender'
import { fitDiagram, overlayMargins } from './fit'
import PropertiesPanel from '../properties/PropertiesPanel'
import type { PanelModel } from '../properties/shared/PanelContext'
import { DEFAULT_PREFIX, type Prefix } from '../moddle/dialects'
import './designer.css'

export interface ProcessDesignerProps {
  /** The diagram to edit; without it a blank diagram with processId/processName is drawn. */
  xml?: string
  processId?: string
  processName?: string
  formId?: string | number
  /** spec §3: engine dialect, default camunda. Fixed for the component's life (remount with a `key` to change it). */
  prefix?: Prefix
  /** The model on the server (its id locks the process key, spec §5). */
  model?: PanelModel
  /** Emitted with the diagram XML (spec §2.4 "save model"). A rejected promise shows the save error. */
  onSave?: (xml: string) => void | Promise<unknown>
  panelWidth?: number
  ref?: Ref<ProcessDesignerHandle>
}

export interface ProcessDesignerHandle {
  modeler: Modeler
  /** Imports (warnings are shown, not fatal); what can't be a BPMN model is refused and the current diagram stays. */
  importXML: (xml: string) => Promise<ImportOutcome>
  saveXML: () => Promise<string>
  /** Throws the spec's error beyond 0.2 … 4. */
  zoomTo: (value: number) => void
}

interface SaveResult {
  xml?: string
}

/** The BPMN process designer (spec §2.4): toolbar, canvas, properties panel. */
export default function ProcessDesigner(props: ProcessDesignerProps) {
  const { xml, processId, processName, formId, model, onSave, panelWidth = 480, ref } = props
  const prefix = props.prefix ?? DEFAULT_PREFIX
  const { message, modal } = App.useApp()
  const t = useT('bpmn')
  // The modeler outlives effect cleanups (a hidden keep-alive tab runs them): it is created once and only
  // attached to / detached from its container (GUIDE "Keep-alive").
  const [modeler] = useState(() => createModeler(prefix))
  const containerRef = useRef<HTMLDivElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const [lint, setLint] = useDiagramLint(modeler)
  const [draft, setDraft] = useState<Draft>()
  const [preview, setPreview] = useState<Preview>()
  const [notice, setNotice] = useState<ImportOutcome>()
  const [diagrams, setDiagrams] = useState<ShownDiagrams>()
  const draftKey = String(processId || model?.key || 'new')

  useLayoutEffect(() => {
    const container = containerRef.current!
    modeler.attachTo(container)
    modeler.get<Canvas>('canvas').resized()
    return () => modeler.detach()
  }, [modeler])

  const vendorAttributes = useRef<PrefixedAttributes>(new Map())
  const saveXML = useCallback(async () => {
    const { xml: out } = (await modeler.saveXML({ format: true })) as SaveResult
    if (!out) throw new Error('empty xml')
    return restorePrefixes(out, vendorAttributes.current)
  }, [modeler])

  /**
   * Every import goes through importDiagram (one rule for the host's XML, a local file, a draft): warnings are shown,
   * a model without diagram interchange is laid out, and a refused file leaves the current diagram as it was.
   */
  const importXML = useCallback(
    async (source: DiagramSource) => {
      // The whole diagram, clear of the palette and the minimap's button, at 100 % at most (issue 46).
      const container = containerRef.current!
      const stopFit = fitBeforeRender(
        modeler as unknown as { get<T>(n: string): T },
        container,
        overlayMargins(container),
      )
      try {
        const outcome = await importDiagram(modeler as unknown as DiagramHost, source)
        vendorAttributes.current = outcome.prefixedAttributes
        setNotice(worthNotice(outcome, prefix) ? outcome : undefined)
        setDiagrams(outcome.diagrams.length > 1 ? { list: outcome.diagrams, shown: outcome.diagrams[0].id } : undefined)
        return outcome
      } finally {
        stopFit() // a refused file never reaches the drawing step
      }
    },
    [modeler, prefix],
  )

  const zoomTo = useCallback(
    (value: number) => {
      modeler.get<Canvas>('canvas').zoom(assertZoom(value))
    },
    [modeler],
  )

  useImperativeHandle(ref, () => ({ modeler, importXML: (text) => importXML({ text }), saveXML, zoomTo }), [
    modeler,
    importXML,
    saveXML,
    zoomTo,
  ])

  const { history, simulating } = useEditState(modeler, saveXML, draftKey)

  useImportOnChange({ xml, prefix, processId, processName }, importXML, draftKey, setDraft)

  const openFile = async (file: File | undefined) => {
    if (!file) return
    // a large file is still a model (issue 15 refuses only non-models): the user decides whether to wait for it
    if (isLargeFile(file) && !(await modal.confirm({ title: t('tip'), content: largeFileQuestion(file) }))) return
    try {
      await importXML(await readDiagramFile(file))
    } catch (e) {
      message.error(e instanceof ImportError ? e.message : t('openFailed'))
      console.error(e) // spec §8: import errors are logged
    }
  }

  const download = async (type: DownloadType) => {
    const name = processName || processId || 'diagram'
    if (type === 'svg') {
      const { svg } = await modeler.saveSVG()
      downloadText(svg, `${name}.svg`, 'image/svg+xml')
    } else {
      downloadText(await saveXML(), `${name}.${type}`, 'application/xml')
    }
  }

  const showPreview = async (type: 'xml' | 'json') => {
    const text = await saveXML()
    setPreview({
      type,
      text: type === 'xml' ? text : JSON.stringify(xmlToJson(text), null, 2),
    })
  }

  const align = (type: AlignType) => {
    const selected = modeler.get<{ get(): unknown[] }>('selection').get()
    // spec §5: alignment needs more than one selected element
    if (selected.length <= 1) return void message.warning(t('alignNeedsSelection'))
    modal.confirm({
      title: t('warning'),
      content: t('alignConfirm'),
      onOk: () => modeler.get<{ trigger(e: unknown[], t: string): void }>('alignElements').trigger(selected, type),
    })
  }

  /** Several diagrams in one file: bpmn-js draws one at a time; every one is kept when saving. */
  const showDiagram = async (id: string) => {
    await (modeler as unknown as { open(id: string): Promise<unknown> }).open(id)
    setDiagrams((d) => d && { ...d, shown: id })
    fitDiagram(modeler, containerRef.current!)
  }

  const redraw = () =>
    modal.confirm({
      title: t('tip'),
      content: t('redrawConfirm'),
      onOk: () =>
        importXML({ text: blankDiagram(prefix, processId, processName) }).catch((e: Error) => message.error(e.message)),
    })

  const save = async () => {
    try {
      const out = await saveXML()
      await onSave?.(out)
      clearDraft(draftKey)
      setDraft(undefined)
    } catch (e) {
      console.error(e)
      message.error(t('saveFailed')) // spec §8
    }
  }

  const restoreDraft = async () => {
    const d = draft
    setDraft(undefined)
    if (!d) return
    try {
      await importXML({ text: d.xml })
    } catch (e) {
      message.error((e as Error).message)
    }
  }

  // The toolbar's handlers are stable (the toolbar is memoised) and reach the latest props and state through a ref.
  const latest = useRef({ download, showPreview, align, redraw, save })
  latest.current = { download, showPreview, align, redraw, save }
  const actions = useMemo<ToolbarActions>(
    () => ({
      onOpen: () => fileRef.current?.click(),
      onDownload: (t) => void latest.current.download(t),
      onPreview: (t) => void latest.current.showPreview(t),
      onUndo: () => modeler.get<CommandStack>('commandStack').undo(),
      onRedo: () => modeler.get<CommandStack>('commandStack').redo(),
      onRedraw: () => latest.current.redraw(),
      onAlign: (t) => latest.current.align(t),
      onToggleSimulation: () => modeler.get<{ toggleMode(): void }>('toggleMode').toggleMode(),
      onToggleLint: () => setLint((l) => ({ on: !l.on, count: 0 })),
      onToggleMinimap: () => modeler.get<{ toggle(): void }>('minimap').toggle(),
      onSave: () => void latest.current.save(),
    }),
    [modeler, setLint],
  )
  const zoomControl = useMemo(
    () => <ZoomControl modeler={modeler} zoomTo={zoomTo} onFit={() => fitDiagram(modeler, containerRef.current!)} />,
    [modeler, zoomTo],
  )

  return (
    <div className="bpmn-designer">
      <Toolbar
        actions={actions}
        zoomControl={zoomControl}
        canSave={!!onSave}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        simulating={simulating}
        lintOn={lint.on}
        lintCount={lint.count}
      />
      <input
        ref={fileRef}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="bpmn-file-input"
        onChange={(e) => {
          void openFile(e.target.files?.[0])
          e.target.value = ''
        }}
      />
      {draft && (
        <DraftNotice
          draft={draft}
          onRestore={() => void restoreDraft()}
          onDiscard={() => {
            clearDraft(draftKey)
            setDraft(undefined)
          }}
        />
      )}
      {notice && <ImportNotice outcome={notice} prefix={prefix} onClose={() => setNotice(undefined)} />}
      {diagrams && (
        <DiagramSwitcher
          className="bpmn-designer-diagrams"
          diagrams={diagrams}
          onShow={(id) =>
            void showDiagram(id).catch((e: Error) => message.error(t('diagramOpenFailed', { message: e.message })))
          }
        />
      )}
      <div className="bpmn-designer-body">
        <div className="bpmn-designer-canvas" ref={containerRef} />
        <div className="bpmn-designer-panel" inert={simulating}>
          <PropertiesPanel modeler={modeler} prefix={prefix} model={model} formId={formId} width={panelWidth} />
        </div>
      </div>
      <XmlPreview preview={preview} onClose={() => setPreview(undefined)} />
    </div>
  )
}
