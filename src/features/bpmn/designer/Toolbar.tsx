import { Badge, Button, Dropdown, Select, Space, Tooltip } from 'antd'
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BugOutlined,
  CompressOutlined,
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
  ZoomInOutlined,
  ZoomOutOutlined,
  BorderOuterOutlined,
} from '@ant-design/icons'
import { ZOOM_MAX, ZOOM_MIN, canZoomIn, canZoomOut, percent } from './zoom'

export type AlignType = 'left' | 'right' | 'top' | 'bottom' | 'center' | 'middle'
export type DownloadType = 'xml' | 'bpmn' | 'svg'

export interface ToolbarProps {
  zoom: number
  canUndo: boolean
  canRedo: boolean
  simulating: boolean
  lintOn: boolean
  lintCount: number
  onOpen: () => void
  onDownload: (t: DownloadType) => void
  onPreview: (t: 'xml' | 'json') => void
  onUndo: () => void
  onRedo: () => void
  onZoomIn: () => void
  onZoomOut: () => void
  onZoomTo: (v: number) => void
  onFit: () => void
  onRedraw: () => void
  onAlign: (t: AlignType) => void
  onToggleSimulation: () => void
  onToggleLint: () => void
  onToggleMinimap: () => void
  onSave?: () => void
}

const ALIGNS: { type: AlignType; label: string; icon: React.ReactNode }[] = [
  { type: 'left', label: '向左对齐', icon: <AlignLeftOutlined /> },
  { type: 'right', label: '向右对齐', icon: <AlignRightOutlined /> },
  { type: 'top', label: '向上对齐', icon: <VerticalAlignTopOutlined /> },
  { type: 'bottom', label: '向下对齐', icon: <VerticalAlignBottomOutlined /> },
  { type: 'center', label: '水平居中', icon: <AlignCenterOutlined /> },
  { type: 'middle', label: '垂直居中', icon: <VerticalAlignMiddleOutlined /> },
]

const ZOOM_PRESETS = [0.2, 0.5, 0.75, 1, 1.5, 2, 3, 4]

/** The designer's toolbar (spec §2.4 actions). Editing actions are off while the simulation runs. */
export default function Toolbar(p: ToolbarProps) {
  const editing = !p.simulating
  return (
    <div className="bpmn-designer-toolbar" role="toolbar" aria-label="流程设计器工具栏">
      <Space wrap size={4}>
        <Space.Compact>
          <Tooltip title="打开文件">
            <Button icon={<FolderOpenOutlined />} onClick={p.onOpen} disabled={!editing} aria-label="打开文件">
              打开文件
            </Button>
          </Tooltip>
          <Dropdown
            menu={{
              items: (['xml', 'bpmn', 'svg'] as const).map((t) => ({
                key: t,
                label: `下载为 ${t.toUpperCase()} 文件`,
              })),
              onClick: ({ key }) => p.onDownload(key as DownloadType),
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
              onClick: ({ key }) => p.onPreview(key as 'xml' | 'json'),
            }}
          >
            <Button icon={<EyeOutlined />} aria-label="预览">
              预览
            </Button>
          </Dropdown>
        </Space.Compact>
        <Space.Compact>
          <Tooltip title="撤销">
            <Button icon={<UndoOutlined />} onClick={p.onUndo} disabled={!editing || !p.canUndo} aria-label="撤销" />
          </Tooltip>
          <Tooltip title="恢复">
            <Button icon={<RedoOutlined />} onClick={p.onRedo} disabled={!editing || !p.canRedo} aria-label="恢复" />
          </Tooltip>
          <Tooltip title="重新绘制">
            <Button icon={<ReloadOutlined />} onClick={p.onRedraw} disabled={!editing} aria-label="重新绘制" />
          </Tooltip>
        </Space.Compact>
        <Space.Compact>
          <Tooltip title="缩小视图">
            <Button
              icon={<ZoomOutOutlined />}
              onClick={p.onZoomOut}
              disabled={!canZoomOut(p.zoom)}
              aria-label="缩小视图"
            />
          </Tooltip>
          <Select
            aria-label="缩放比例"
            style={{ width: 86 }}
            value={Math.round(p.zoom * 100) / 100}
            labelRender={() => percent(p.zoom)}
            options={ZOOM_PRESETS.filter((z) => z >= ZOOM_MIN && z <= ZOOM_MAX).map((z) => ({
              value: z,
              label: percent(z),
            }))}
            onChange={p.onZoomTo}
          />
          <Tooltip title="放大视图">
            <Button
              icon={<ZoomInOutlined />}
              onClick={p.onZoomIn}
              disabled={!canZoomIn(p.zoom)}
              aria-label="放大视图"
            />
          </Tooltip>
          <Tooltip title="重置视图并居中">
            <Button icon={<CompressOutlined />} onClick={p.onFit} aria-label="重置视图" />
          </Tooltip>
        </Space.Compact>
        <Space.Compact>
          {ALIGNS.map((a) => (
            <Tooltip key={a.type} title={a.label}>
              <Button icon={a.icon} onClick={() => p.onAlign(a.type)} disabled={!editing} aria-label={a.label} />
            </Tooltip>
          ))}
        </Space.Compact>
        <Space.Compact>
          <Button
            icon={<PlayCircleOutlined />}
            type={p.simulating ? 'primary' : 'default'}
            onClick={p.onToggleSimulation}
            aria-pressed={p.simulating}
          >
            {p.simulating ? '退出模拟' : '模拟'}
          </Button>
          <Badge count={p.lintOn ? p.lintCount : 0} size="small">
            <Button
              icon={<BugOutlined />}
              type={p.lintOn ? 'primary' : 'default'}
              onClick={p.onToggleLint}
              aria-pressed={p.lintOn}
            >
              校验
            </Button>
          </Badge>
          <Button icon={<BorderOuterOutlined />} onClick={p.onToggleMinimap}>
            小地图
          </Button>
        </Space.Compact>
        {p.onSave && (
          <Button type="primary" icon={<SaveOutlined />} onClick={p.onSave} disabled={!editing}>
            保存模型
          </Button>
        )}
      </Space>
    </div>
  )
}
