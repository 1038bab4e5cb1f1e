import { memo } from 'react'
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

const ALIGNS: { type: AlignType; label: string; icon: React.ReactNode }[] = [
  { type: 'left', label: '向左对齐', icon: <AlignLeftOutlined /> },
  { type: 'right', label: '向右对齐', icon: <AlignRightOutlined /> },
  { type: 'top', label: '向上对齐', icon: <VerticalAlignTopOutlined /> },
  { type: 'bottom', label: '向下对齐', icon: <VerticalAlignBottomOutlined /> },
  { type: 'center', label: '水平居中', icon: <AlignCenterOutlined /> },
  { type: 'middle', label: '垂直居中', icon: <VerticalAlignMiddleOutlined /> },
]

/** The designer's toolbar (spec §2.4 actions). Editing actions are off while the simulation runs. */
function Toolbar(p: ToolbarProps) {
  const a = p.actions
  const editing = !p.simulating
  return (
    <div className="bpmn-designer-toolbar" role="toolbar" aria-label="流程设计器工具栏">
      <Space wrap size={4}>
        <Space.Compact>
          <Tooltip title="打开文件">
            <Button icon={<FolderOpenOutlined />} onClick={a.onOpen} disabled={!editing} aria-label="打开文件">
              打开文件
            </Button>
          </Tooltip>
          <Dropdown
            menu={{
              items: (['xml', 'bpmn', 'svg'] as const).map((t) => ({
                key: t,
                label: `下载为 ${t.toUpperCase()} 文件`,
              })),
              onClick: ({ key }) => a.onDownload(key as DownloadType),
            }}
          >
            <Button icon={<DownloadOutlined />} aria-label="下载文件">
              下载文件
            </Button>
          </Dropdown>
          <Dropdown
            menu={{
              items: [
                { key: 'xml', label: '预览 XML' },
                { key: 'json', label: '预览 JSON' },
              ],
              onClick: ({ key }) => a.onPreview(key as 'xml' | 'json'),
            }}
          >
            <Button icon={<EyeOutlined />} aria-label="预览">
              预览
            </Button>
          </Dropdown>
        </Space.Compact>
        <Space.Compact>
          <Tooltip title="撤销">
            <Button icon={<UndoOutlined />} onClick={a.onUndo} disabled={!editing || !p.canUndo} aria-label="撤销" />
          </Tooltip>
          <Tooltip title="恢复">
            <Button icon={<RedoOutlined />} onClick={a.onRedo} disabled={!editing || !p.canRedo} aria-label="恢复" />
          </Tooltip>
          <Tooltip title="重新绘制">
            <Button icon={<ReloadOutlined />} onClick={a.onRedraw} disabled={!editing} aria-label="重新绘制" />
          </Tooltip>
        </Space.Compact>
        {p.zoomControl}
        <Space.Compact>
          {ALIGNS.map((al) => (
            <Tooltip key={al.type} title={al.label}>
              <Button icon={al.icon} onClick={() => a.onAlign(al.type)} disabled={!editing} aria-label={al.label} />
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
            {p.simulating ? '退出模拟' : '模拟'}
          </Button>
          <Badge count={p.lintOn ? p.lintCount : 0} size="small">
            <Button
              icon={<BugOutlined />}
              type={p.lintOn ? 'primary' : 'default'}
              onClick={a.onToggleLint}
              aria-pressed={p.lintOn}
            >
              校验
            </Button>
          </Badge>
          <Button icon={<BorderOuterOutlined />} onClick={a.onToggleMinimap}>
            小地图
          </Button>
        </Space.Compact>
        {p.canSave && (
          <Button type="primary" icon={<SaveOutlined />} onClick={a.onSave} disabled={!editing}>
            保存模型
          </Button>
        )}
      </Space>
    </div>
  )
}

export default memo(Toolbar)
