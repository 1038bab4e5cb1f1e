// Permission gate, dictionary tag and sanitised HTML (spec §3, §5, §6).
import { render, renderHook, screen } from '@testing-library/react'
import DOMPurify from 'dompurify'
import { http as mswHttp, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bindFeedback, type Feedback } from '../api/http/feedback'
import { server } from '../mocks/node'
import { api } from '../mocks/util'
import { tokens } from '../api/http/tokens'
import { getDictLabel, getDictData, useDict } from '../stores/dict'
import { useSession } from '../stores/session'
import { DICT_TYPE } from '../utils/dict'
import { Auth, checkPermissions, checkRoles, useAuth } from './Auth'
import { DictTag } from './DictTag'
import { SafeHtml, sanitizeHtml } from './SafeHtml'

const as = (roles: string[], permissions: string[]) => useSession.setState({ roles, permissions })

describe('role and permission checks (spec §6)', () => {
  it('role: allowed with admin or the named role; any/all', () => {
    expect(checkRoles(['common'], ['common'])).toBe(true)
    expect(checkRoles(['common'], ['boss'])).toBe(false)
    expect(checkRoles(['admin'], ['boss'])).toBe(true)
    expect(checkRoles(['a'], ['a', 'b'], 'any')).toBe(true)
    expect(checkRoles(['a'], ['a', 'b'], 'all')).toBe(false)
    expect(checkRoles(['a', 'b'], ['a', 'b'], 'all')).toBe(true)
  })

  it('permission: allowed with *:*:* or the named permission; any/all', () => {
    expect(checkPermissions(['system:dict:query'], ['system:dict:query'])).toBe(true)
    expect(checkPermissions(['system:dict:query'], ['system:dict:delete'])).toBe(false)
    expect(checkPermissions(['*:*:*'], ['system:dict:delete'])).toBe(true)
    expect(checkPermissions(['x'], ['x', 'y'], 'all')).toBe(false)
    expect(checkPermissions(['x'], ['x', 'y'], 'any')).toBe(true)
  })

  it('no value list throws the exact texts (spec §5)', () => {
    expect(() => checkRoles(['admin'], [])).toThrow('请设置角色权限标签值')
    expect(() => checkRoles(['admin'], undefined)).toThrow('请设置角色权限标签值')
    expect(() => checkPermissions(['*:*:*'], [])).toThrow('请设置操作权限标签值')
  })

  it('useAuth reads the session', () => {
    as(['common'], ['system:dict:query'])
    const { result } = renderHook(() => useAuth())
    expect(result.current.hasRole(['common'])).toBe(true)
    expect(result.current.hasRole(['survey_boss'])).toBe(false)
    expect(result.current.hasPermi(['system:dict:query'])).toBe(true)
    expect(result.current.hasPermi(['system:dict:delete'])).toBe(false)
    expect(() => result.current.hasPermi([])).toThrow('请设置操作权限标签值')
  })

  it('<Auth> removes restricted elements, shows allowed ones, honours mode and fallback', () => {
    as(['common'], ['system:dict:query'])
    render(
      <>
        <Auth perms={['system:dict:query']}>
          <button>查询</button>
        </Auth>
        <Auth perms={['system:dict:delete']}>
          <button>删除</button>
        </Auth>
        <Auth roles={['survey_boss']} fallback={<span>无权限</span>}>
          <span>全局调研</span>
        </Auth>
        <Auth perms={['system:dict:query', 'system:dict:delete']} mode="all">
          <button>全部</button>
        </Auth>
        <Auth perms={['system:dict:query', 'system:dict:delete']} mode="any">
          <button>任一</button>
        </Auth>
      </>,
    )
    expect(screen.getByText('查询')).toBeInTheDocument()
    expect(screen.queryByText('删除')).toBeNull()
    expect(screen.queryByText('全局调研')).toBeNull()
    expect(screen.getByText('无权限')).toBeInTheDocument()
    expect(screen.queryByText('全部')).toBeNull()
    expect(screen.getByText('任一')).toBeInTheDocument()
  })

  it('admin and *:*:* see everything', () => {
    as(['admin'], ['*:*:*'])
    render(
      <Auth roles={['survey_boss']} perms={['anything:at:all']} mode="all">
        <span>全局调研</span>
      </Auth>,
    )
    expect(screen.getByText('全局调研')).toBeInTheDocument()
  })
})

describe('dictionaries', () => {
  beforeEach(() => useDict.getState().reset())

  it('loads once after login (list-all-simple) and looks values up as strings', async () => {
    let calls = 0
    server.events.on('request:start', ({ request }) => void (request.url.includes('list-all-simple') && calls++))
    const login = await fetch('http://localhost/admin-api/system/auth/portal-login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'user', password: 'user123' }),
    })
    tokens.set(((await login.json()) as { data: { accessToken: string; refreshToken: string } }).data)
    await useDict.getState().load()
    await useDict.getState().load()
    server.events.removeAllListeners()
    expect(calls).toBe(1)
    expect(getDictLabel(DICT_TYPE.SYSTEM_USER_SEX, 1)).toBe('男')
    expect(getDictLabel(DICT_TYPE.SYSTEM_USER_SEX, '2')).toBe('女')
    expect(getDictLabel(DICT_TYPE.INFRA_BOOLEAN_STRING, true)).toBe('是')
    expect(getDictData(DICT_TYPE.COMMON_STATUS, 0)).toMatchObject({ label: '开启', colorType: 'primary' })
    expect(getDictLabel(DICT_TYPE.SYSTEM_USER_SEX, 9)).toBe('9')
  })

  it('DictTag shows the label in its colour; unknown values as text; empty as nothing', () => {
    useDict.setState({
      loaded: true,
      byType: {
        [DICT_TYPE.COMMON_STATUS]: [
          { dictType: DICT_TYPE.COMMON_STATUS, value: '0', label: '开启', colorType: 'success', cssClass: 'status-on' },
          { dictType: DICT_TYPE.COMMON_STATUS, value: '1', label: '关闭', colorType: 'danger', cssClass: '' },
        ],
      },
    })
    const { container } = render(
      <>
        <DictTag type={DICT_TYPE.COMMON_STATUS} value={0} />
        <DictTag type={DICT_TYPE.COMMON_STATUS} value="1" />
        <DictTag type={DICT_TYPE.COMMON_STATUS} value={7} />
        <DictTag type={DICT_TYPE.COMMON_STATUS} value={null} />
      </>,
    )
    const on = screen.getByText('开启')
    expect(on.closest('.ant-tag')).toHaveClass('ant-tag-success', 'status-on')
    expect(screen.getByText('关闭').closest('.ant-tag')).toHaveClass('ant-tag-error')
    expect(screen.getByText('7')).toBeInTheDocument()
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(2)
  })

  it('DICT_TYPE holds every key of spec §3 with yudao key strings', () => {
    expect(DICT_TYPE).toMatchObject({
      USER_TYPE: 'user_type',
      COMMON_STATUS: 'common_status',
      SYSTEM_USER_SEX: 'system_user_sex',
      BPM_PROCESS_INSTANCE_RESULT: 'bpm_process_instance_result',
      BPM_OA_LEAVE_TYPE: 'bpm_oa_leave_type',
      PROMOTION_CONDITION_TYPE: 'promotion_condition_type',
    })
    expect(Object.keys(DICT_TYPE).length).toBeGreaterThanOrEqual(50)
  })

  it('a failed load leaves the store unloaded so the next login retries', async () => {
    const error = vi.fn()
    const unbind = bindFeedback({ error, notifyError: vi.fn(), confirm: vi.fn() } as unknown as Feedback)
    server.use(mswHttp.get(api('/system/dict-data/list-all-simple'), () => HttpResponse.json({ code: 500, msg: '系统异常', data: null })))
    await expect(useDict.getState().load()).rejects.toThrow('系统异常')
    expect(useDict.getState().loaded).toBe(false)
    expect(error).toHaveBeenCalledWith('系统异常', undefined)
    unbind()
  })
})

describe('SafeHtml', () => {
  it('strips the onerror img and scripts, keeps allowed markup', () => {
    const html = '<p>您好<b>张三</b></p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><a href="https://gov.example/">链接</a>'
    const { container } = render(<SafeHtml html={html} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toMatch(/onerror|alert/)
    expect(container.querySelector('b')!.textContent).toBe('张三')
    expect(container.querySelector('a[href="https://gov.example/"]')!.textContent).toBe('链接')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('')
  })

  it('never lets the parser build a handler attribute (Chromium reports each one to the CSP, issue 11)', () => {
    const seen: string[] = []
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      seen.push(data.attrName)
    })
    try {
      const out = sanitizeHtml('<img src=x onerror=alert(1)><p title="t"onclick="a()" ONMOUSEOVER = b()>文字</p><a/onfocus=c() href="https://gov.example/">链接</a>')
      expect(seen.length).toBeGreaterThan(0)
      expect(seen.filter((name) => /^on/i.test(name))).toEqual([])
      expect(out).toBe('<p title="t">文字</p><a href="https://gov.example/">链接</a>')
    } finally {
      DOMPurify.removeHook('uponSanitizeAttribute')
    }
  })
  it('keeps what the rich-text editor writes: headings, strike-through, lists, http(s) links and images', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s></p><ol><li><p>一</p></li></ol>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://gov.example/">链接</a></p>' +
      '<img src="https://files.example/a.png" alt="配图">'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps an image only from an http(s) address, without its handlers, styles or sizes', () => {
    expect(sanitizeHtml('<img src="http://x.example/a.png" onload="alert(1)" style="width:9px" width="9">')).toBe(
      '<img src="http://x.example/a.png">',
    )
    for (const src of ['data:image/png;base64,iVBORw0KGgo=', 'javascript:alert(1)', '/relative.png', 'x', ' data:image/gif;base64,R0lG']) {
      expect(sanitizeHtml(`<p>前<img src="${src}" alt="a">后</p>`)).toBe('<p>前后</p>')
    }
    expect(sanitizeHtml('<svg><image href="https://x.example/a.png"/></svg><h1 onclick="a()">题</h1>')).toBe('<h1>题</h1>')
  })
})
