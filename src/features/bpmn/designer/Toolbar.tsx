import { memo } from 'react'
import { useT } from '../../../i18n/react'
import type { MessageKey } from '../../../i18n'
import { Badge, Button, Dropdown, Space, Tooltip } from 'antd'
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BugOutlined,
  DownloadOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  PlayCircleOutlined,
  RedoOutlined,
  ReloadOutlined,
  SaveOutlined,
  UndoOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  BorderOuterOutlined,
} from '@ant-design/icons'

export type AlignType = 'left' | 'right' | 'top' | 'bottom' | 'center' | 'middle'
export type DownloadType = 'xml' | 'bpmn' | 'svg'

export interface ToolbarActions {
  onOpen: () => void
  onDownload: (t: DownloadType) => void
  onPreview: (t: 'xml' | 'json') => void
  onUndo: () => void
  onRedo: () => void
  onRedraw: () => void
  onAlign: (t: AlignType) => void
  onToggleSimulation: () => void
  onToggleLint: () => void
  onToggleMinimap: () => void
  onSave: () => void
}

export interface ToolbarProps {
  /** Stable across renders, so the toolbar re-renders only when its state below changes. */
  actions: ToolbarActions
  zoomControl: React.ReactNode
  canSave: boolean
  canUndo: boolean
  canRedo: boolean
  simulating: boolean
  lintOn: boolean
  lintCount: number
}

const ALIGNS: { type: AlignType; label: MessageKey<'bpmn'>; icon: React.ReactNode }[] = [
  { type: 'left', label: 'alignLeft', icon: <AlignLeftOutlined /> },
  { type: 'right', label: 'alignRight', icon: <AlignRightOutlined /> },
  { type: 'top', label: 'alignTop', icon: <VerticalAlignTopOutlined /> },
  { type: 'bottom', label: 'alignBottom', icon: <VerticalAlignBottomOutlined /> },
  { type: 'center', label: 'alignCenter', icon: <AlignCenterOutlined /> },
  { type: 'middle', label: 'alignMiddle', icon: <VerticalAlignMiddleOutlined /> },
]

/** The designer's toolbar (spec §2.4 actions). Editing actions are off while the simulation runs. */
function Toolbar(p: ToolbarProps) {
  const a = p.actions
  const t = useT('bpmn')
  const editing = !p.simulating
  return (
    <div className="bpmn-designer-toolbar" role="toolbar" aria-label={t('toolbar')}>
      <Space wrap size={4}>
        <Space.Compact>
          <Tooltip title={t('openFile')}>
            <Button icon={<FolderOpenOutlined />} onClick={a.onOpen} disabled={!editing} aria-label={t('openFile')}>
              {t('openFile')}
            </Button>
          </Tooltip>
          <Dropdown
            menu={{
              items: (['xml', 'bpmn', 'svg'] as const).map((type) => ({
                key: type,
                label: t('downloadAs', { type: type.toUpperCase() }),
              })),
              onClick: ({ key }) => a.onDownload(key as DownloadType),
            }}
          >
            <Button icon={<DownloadOutlined />} aria-label={t('downloadFile')}>
              {t('downloadFile')}
            </Button>
          </Dropdown>
          <Dropdown
            menu={{
              items: [
                { key: 'xml', label: t('previewXml') },
                { key: 'json', label: t('previewJson') },
              ],
              onClick: ({ key }) => a.onPreview(key as 'xml' | 'json'),
            }}
          >
            <Button icon={<EyeOutlined />} aria-label={t('preview')}>
              {t('preview')}
            </Button>
          </Dropdown>
        </Space.Compact>
        <Space.Compact>
          <Tooltip title={t('undo')}>
            <Button
              icon={<UndoOutlined />}
              onClick={a.onUndo}
              disabled={!editing || !p.canUndo}
              aria-label={t('undo')}
            />
          </Tooltip>
          <Tooltip title={t('redo')}>
            <Button
              icon={<RedoOutlined />}
              onClick={a.onRedo}
              disabled={!editing || !p.canRedo}
              aria-label={t('redo')}
            />
          </Tooltip>
          <Tooltip title={t('redraw')}>
            <Button icon={<ReloadOutlined />} onClick={a.onRedraw} disabled={!editing} aria-label={t('redraw')} />
          </Tooltip>
        </Space.Compact>
        {p.zoomControl}
        <Space.Compact>
          {ALIGNS.map((al) => (
            <Tooltip key={al.type} title={t(al.label)}>
              <Button icon={al.icon} onClick={() => a.onAlign(al.type)} disabled={!editing} aria-label={t(al.label)} />
            </Tooltip>
          ))}
        </Space.Compact>
        <Space.Compact>
          <Button
            icon={<PlayCircleOutlined />}
            type={p.simulating ? 'primary' : 'default'}
            onClick={a.onToggleSimulation}
            aria-pressed={p.simulating}
          >
            {p.simulating ? t('exitSimulation') : t('simulate')}
          </Button>
          <Badge count={p.lintOn ? p.lintCount : 0} size="small">
            <Button
              icon={<BugOutlined />}
              type={p.lintOn ? 'primary' : 'default'}
              onClick={a.onToggleLint}
              aria-pressed={p.lintOn}
            >
              {t('lint')}
            </Button>
          </Badge>
          <Button icon={<BorderOuterOutlined />} onClick={a.onToggleMinimap}>
            {t('minimap')}
          </Button>
        </Space.Compact>
        {p.canSave && (
          <Button type="primary" icon={<SaveOutlined />} onClick={a.onSave} disabled={!editing}>
            {t('saveModel')}
          </Button>
        )}
      </Space>
    </div>
  )
}

export default memo(Toolbar)
