// The shared parts in English (issue 25): error views, pagination, 关怀模式, the skip link, the request layer's texts.
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryRouter } from 'react-router-dom'
import { TRANSPORT_TEXT, WIRE_TEXT, errorText } from '../api/http/errors'
import NotFound from '../features/errors/pages/NotFound'
import { setLanguage } from '../i18n'
import { MissingPage } from '../router/MissingPage'
import { usccError } from '../utils/uscc'
import { CareToggle } from './CareToggle'
import { LoadFailed, LoadFailedBanner } from './LoadFailed'
import { SkipLink } from './SkipLink'
import { Pagination } from './table/Pagination'

const CHINESE = /[\u4e00-\u9fff]/

afterEach(() => setLanguage('zh-CN'))

describe('shared parts in English (issue 25)', () => {
  it('error views, pagination, 关怀模式 and the skip link say no Chinese of their own', async () => {
    await setLanguage('en')
    const { container } = render(
      <MemoryRouter>
        <LoadFailed error={new Error('Bad gateway')} onRetry={() => {}} />
        <LoadFailedBanner error={new Error('Bad gateway')} onRetry={() => {}} />
        <MissingPage component="system/gone/index" />
        <NotFound />
        <Pagination total={12345} pageNo={2} pageSize={10} onChange={() => {}} autoScroll={false} />
        <CareToggle />
        <SkipLink />
      </MemoryRouter>,
    )
    expect(await screen.findByText('Couldn’t load: Bad gateway')).toBeInTheDocument()
    expect(screen.getAllByText('Retry')).toHaveLength(2)
    expect(screen.getByText('The page component “system/gone/index” this menu points to doesn’t exist in this version. Please ask the administrator to check the menu settings.')).toBeInTheDocument()
    expect(screen.getByText('Sorry, the page you’re looking for doesn’t exist.')).toBeInTheDocument()
    expect(screen.getByText('12,345 records')).toBeInTheDocument()
    expect(screen.getByLabelText('Previous page')).toBeInTheDocument()
    expect(screen.getByText('Accessibility mode')).toBeInTheDocument()
    expect(screen.getByText('Skip to main content')).toBeInTheDocument()
    const names = [...container.querySelectorAll('[aria-label], [title]')].map((el) => `${el.getAttribute('aria-label')} ${el.getAttribute('title')}`)
    expect([container.textContent, ...names].join('\n')).not.toMatch(CHINESE)
  })

  it('the request layer says its errors in the language of the moment they happen', async () => {
    expect(WIRE_TEXT.unavailable).toBe('服务暂时不可用，请稍后重试')
    await setLanguage('en')
    expect(WIRE_TEXT.unavailable).toBe('The service is temporarily unavailable. Please try again later')
    expect(TRANSPORT_TEXT.status(500)).toBe('The server answered with error 500')
    expect(WIRE_TEXT.format('GET /system/notice/page')).toBe('The server returned data in an unexpected format (GET /system/notice/page)')
    expect(errorText(403)).toBe('You don’t have permission for this operation')
    expect(errorText(403, '服务器的话')).toBe('服务器的话') // the server's message is data
    expect(usccError('91320505MA1W8G3K8')).toBe('The Unified Social Credit Code must have 18 characters')
  })
})
