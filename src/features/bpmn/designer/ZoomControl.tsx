import { useEffect, useState } from 'react'
import { Button, Select, Space, Tooltip } from 'antd'
import { CompressOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons'
import type EventBus from 'diagram-js/lib/core/EventBus'
import { useT } from '../../../i18n/react'
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
  const t = useT('bpmn')
  const [zoom, setZoom] = useState(() => modeler.get<{ zoom(): number }>('canvas').zoom() || 1)
  useEffect(() => {
    const eventBus = modeler.get<EventBus>('eventBus')
    const onViewbox = (e: { viewbox: { scale: number } }) => setZoom(e.viewbox.scale)
    eventBus.on<{ viewbox: { scale: number } }>('canvas.viewbox.changed', onViewbox)
    return () => eventBus.off('canvas.viewbox.changed', onViewbox as never)
  }, [modeler])

  return (
    <Space.Compact>
      <Tooltip title={t('zoomOut')}>
        <Button
          icon={<ZoomOutOutlined />}
          onClick={() => zoomTo(zoomOut(zoom))}
          disabled={!canZoomOut(zoom)}
          aria-label={t('zoomOut')}
        />
      </Tooltip>
      <Select
        aria-label={t('zoomLevel')}
        style={{ width: 86 }}
        value={Math.round(zoom * 100) / 100}
        labelRender={() => percent(zoom)}
        options={ZOOM_PRESETS.filter((z) => z >= ZOOM_MIN && z <= ZOOM_MAX).map((z) => ({
          value: z,
          label: percent(z),
        }))}
        onChange={zoomTo}
      />
      <Tooltip title={t('zoomIn')}>
        <Button
          icon={<ZoomInOutlined />}
          onClick={() => zoomTo(zoomIn(zoom))}
          disabled={!canZoomIn(zoom)}
          aria-label={t('zoomIn')}
        />
      </Tooltip>
      <Tooltip title={t('fitViewTip')}>
        <Button icon={<CompressOutlined />} onClick={onFit} aria-label={t('fitView')} />
      </Tooltip>
    </Space.Compact>
  )
}
