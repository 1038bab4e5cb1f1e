import { render, screen } from '@testing-library/react'
import { DatePicker } from 'antd'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import AntdProviders from '../components/AntdProviders'

describe('dates inside antd speak Chinese (dayjs zh-cn)', () => {
  it('dayjs uses zh-cn with weeks starting on Monday once antd is set up', () => {
    expect(dayjs.locale()).toBe('zh-cn')
    expect(dayjs('2026-11-25').startOf('week').format('YYYY-MM-DD dd')).toBe('2026-11-23 一')
  })

  it('a date picker shows Chinese month and weekday names, Monday first', async () => {
    render(
      <AntdProviders>
        <DatePicker open defaultPickerValue={dayjs('2026-11-15')} />
      </AntdProviders>,
    )
    await screen.findByText('2026年')
    const heads = [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent)
    expect(heads).toEqual(['一', '二', '三', '四', '五', '六', '日'])
    expect(document.querySelector('.ant-picker-header-view')?.textContent).toBe('2026年11月')
    expect(document.body.textContent).not.toMatch(/Nov|Su|Mo\b/)
  })
})
