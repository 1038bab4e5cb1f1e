import { useEffect, useState } from 'react'
import { Button, Select, Space, Tooltip } from 'antd'
import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons'
import type EventBus from 'diagram-js/lib/core/EventBus'
import { ZOOM_MAX, ZOOM_MIN, canZoomIn, canZoomOut, percent, zoomIn, zoomOut } from './zoom'

const ZOOM_PRESETS = [0.2, 0.5, 0.75, 1, 1.5, 2, 3, 4]

interface Props {
  modeler: { get<T>(name: string): T }
  zoomTo: (value: number) => void
  onFit: () => void
}

/**
 * Zoom out / value / in / fit, following the canvas itself: the zoom changes on every scroll-wheel step and import,
 * and only these buttons need to re-render for it, not the whole designer.
 */
export default function ZoomControl({ modeler, zoomTo, onFit }: Props) {
  const [zoom, setZoom] = useState(() => modeler.get<{ zoom(): number }>('canvas').zoom() || 1)
  useEffect(() => {
    const eventBus = modeler.get<EventBus>('eventBus')
    const onViewbox = (e: { viewbox: { scale: number } }) => setZoom(e.viewbox.scale)
    eventBus.on<{ viewbox: { scale: number } }>('canvas.viewbox.changed', onViewbox)
    return () => eventBus.off('canvas.viewbox.changed', onViewbox as never)
  }, [modeler])

  return (
    <Space.Compact>
      <Tooltip title="缩小视图">
        <Button
          icon={<ZoomOutOutlined />}
          onClick={() => zoomTo(zoomOut(zoom))}
          disabled={!canZoomOut(zoom)}
          aria-label="缩小视图"
        />
      </Tooltip>
      <Select
        aria-label="缩放比例"
        style={{ width: 86 }}
        value={Math.round(zoom * 100) / 100}
        labelRender={() => percent(zoom)}
        options={ZOOM_PRESETS.filter((z) => z >= ZOOM_MIN && z <= ZOOM_MAX).map((z) => ({
          value: z,
          label: percent(z),
        }))}
        onChange={zoomTo}
      />
      <Tooltip title="放大视图">
        <Button
          icon={<ZoomInOutlined />}
          onClick={() => zoomTo(zoomIn(zoom))}
          disabled={!canZoomIn(zoom)}
          aria-label="放大视图"
        />
      </Tooltip>
      <Tooltip title="重置视图并居中">
        <Button icon={<CompressOutlined />} onClick={onFit} aria-label="重置视图" />
      </Tooltip>
    </Space.Compact>
  )
}
