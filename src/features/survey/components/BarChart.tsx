import { formatNumber } from '../../../utils/format'
import './barChart.css'

/** A horizontal bar chart in plain markup: the summary needs no chart library. */
export function BarChart({ data, color }: { data: { name: string; count: number }[]; color: string }) {
  const max = Math.max(1, ...data.map((d) => d.count))
  return (
    <div role="list" className="bar-chart">
      {data.map((d) => (
        <div role="listitem" key={d.name} className="bar-chart__row">
          <span title={d.name} className="bar-chart__name">
            {d.name}
          </span>
          <span className="bar-chart__track">
            <span className="bar-chart__bar" style={{ width: `${(d.count / max) * 100}%`, background: color }} />
          </span>
          <b className="bar-chart__count">{formatNumber(d.count)}</b>
        </div>
      ))}
    </div>
  )
}
