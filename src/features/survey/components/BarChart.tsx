import { formatNumber } from '../../../utils/format'

/** A horizontal bar chart in plain markup: the summary needs no chart library. */
export function BarChart({ data, color }: { data: { name: string; count: number }[]; color: string }) {
  const max = Math.max(1, ...data.map((d) => d.count))
  return (
    <div role="list" style={{ display: 'grid', gap: 8 }}>
      {data.map((d) => (
        <div role="listitem" key={d.name} style={{ display: 'grid', gridTemplateColumns: '72px 1fr 32px', alignItems: 'center', gap: 8, fontSize: 13 }}>
          {/* One line, cut (issue 22: a name may be 20,000 characters); the whole name on hover. */}
          <span title={d.name} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {d.name}
          </span>
          <span style={{ background: '#f0f3f8', borderRadius: 3, height: 14 }}>
            <span style={{ display: 'block', width: `${(d.count / max) * 100}%`, height: '100%', background: color, borderRadius: 3 }} />
          </span>
          <b style={{ textAlign: 'right' }}>{formatNumber(d.count)}</b>
        </div>
      ))}
    </div>
  )
}
