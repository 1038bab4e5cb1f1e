import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Pagination } from './Pagination'

describe('Pagination names (issue 16)', () => {
  it('names the previous/next buttons in Chinese and shows the total with thousands separators', () => {
    render(<Pagination total={12345} pageNo={2} pageSize={10} onChange={() => {}} autoScroll={false} />)
    expect(screen.getByRole('button', { name: '上一页' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument()
    expect(screen.getByText('共 12,345 条')).toBeInTheDocument()
  })
})
