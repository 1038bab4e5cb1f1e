import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { renderPage, signIn } from '../testing'
import { EntityForm } from '../../../components/crud'
import { CONFIG_FORM } from './ConfigPage'
import { DICT_DATA_FORM } from './DictDataPage'
import { DICT_TYPE_FORM } from './DictTypePage'

/** Every call the demo API received during the test, as "METHOD /path". */
function recordCalls() {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/admin-api/, '')}`)
  })
  return calls
}

const dialog = () => screen.getByRole('dialog')
const ok = () => within(dialog()).getByRole('button', { name: /确\s*定/ })
const field = (label: string) => within(dialog()).getByLabelText(label)

beforeEach(async () => {
  await signIn('admin')
})

describe('DictTypeForm', () => {
  it('says what is missing and sends nothing', async () => {
    const calls = recordCalls()
    const onSaved = vi.fn()
    renderPage(<EntityForm form={DICT_TYPE_FORM} open onClose={() => {}} onSaved={onSaved} />)
    await userEvent.click(ok())
    expect(await screen.findByText('字典名称不能为空')).toBeInTheDocument()
    expect(screen.getByText('字典类型不能为空')).toBeInTheDocument()
    expect(calls.filter((c) => c.includes('dict-type'))).toEqual([])
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('keeps what was typed when the server refuses a duplicate type, and marks the field', async () => {
    const onSaved = vi.fn()
    renderPage(<EntityForm form={DICT_TYPE_FORM} open onClose={() => {}} onSaved={onSaved} />)
    await userEvent.type(field('字典名称'), '全新的字典')
    await userEvent.type(field('字典类型'), 'common_status')
    await userEvent.type(field('备注'), '我的备注')
    await userEvent.click(ok())
    expect(await within(dialog()).findByText('已经存在该类型的字典类型')).toBeInTheDocument()
    expect(field('字典名称')).toHaveValue('全新的字典')
    expect(field('字典类型')).toHaveValue('common_status')
    expect(field('备注')).toHaveValue('我的备注')
    expect(onSaved).not.toHaveBeenCalled()
  })
})

describe('DictDataForm', () => {
  it('requires label, value and sort', async () => {
    renderPage(
      <EntityForm
        form={DICT_DATA_FORM}
        query={{ dictType: 'common_status' }}
        open
        onClose={() => {}}
        onSaved={() => {}}
      />,
    )
    expect(field('字典类型')).toHaveValue('common_status')
    expect(field('字典类型')).toBeDisabled()
    await userEvent.clear(field('显示排序'))
    await userEvent.click(ok())
    expect(await screen.findByText('数据标签不能为空')).toBeInTheDocument()
    expect(screen.getByText('数据键值不能为空')).toBeInTheDocument()
    expect(screen.getByText('数据顺序不能为空')).toBeInTheDocument()
  })

  it('keeps what was typed when the value already exists', async () => {
    const onSaved = vi.fn()
    renderPage(
      <EntityForm
        form={DICT_DATA_FORM}
        query={{ dictType: 'common_status' }}
        open
        onClose={() => {}}
        onSaved={onSaved}
      />,
    )
    await userEvent.type(field('数据标签'), '暂停')
    await userEvent.type(field('数据键值'), '0')
    await userEvent.type(field('CSS Class'), 'paused')
    await userEvent.click(ok())
    expect(await within(dialog()).findByText('已经存在该值的字典数据')).toBeInTheDocument()
    expect(field('数据标签')).toHaveValue('暂停')
    expect(field('数据键值')).toHaveValue('0')
    expect(field('CSS Class')).toHaveValue('paused')
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('creates an entry and reports success', async () => {
    const onSaved = vi.fn()
    const onClose = vi.fn()
    renderPage(
      <EntityForm
        form={DICT_DATA_FORM}
        query={{ dictType: 'common_status' }}
        open
        onClose={onClose}
        onSaved={onSaved}
      />,
    )
    await userEvent.type(field('数据标签'), '暂停')
    await userEvent.type(field('数据键值'), '2')
    await userEvent.click(ok())
    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    expect(onSaved).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('ConfigForm', () => {
  it('requires category, name, key and value', async () => {
    renderPage(<EntityForm form={CONFIG_FORM} open onClose={() => {}} onSaved={() => {}} />)
    await userEvent.click(ok())
    for (const text of ['参数分类不能为空', '参数名称不能为空', '参数键名不能为空', '参数键值不能为空']) {
      expect(await screen.findByText(text)).toBeInTheDocument()
    }
  })

  it('keeps what was typed when the key is taken, and shows the reason under the key', async () => {
    const onSaved = vi.fn()
    renderPage(<EntityForm form={CONFIG_FORM} open onClose={() => {}} onSaved={onSaved} />)
    await userEvent.type(field('参数分类'), 'ui')
    await userEvent.type(field('参数名称'), '皮肤')
    await userEvent.type(field('参数键名'), 'sys.index.skinName')
    await userEvent.type(field('参数键值'), 'skin-green')
    await userEvent.click(ok())
    expect(await within(dialog()).findByText('参数配置 key 重复')).toBeInTheDocument()
    expect(field('参数分类')).toHaveValue('ui')
    expect(field('参数名称')).toHaveValue('皮肤')
    expect(field('参数键名')).toHaveValue('sys.index.skinName')
    expect(field('参数键值')).toHaveValue('skin-green')
    expect(onSaved).not.toHaveBeenCalled()
    // Typing again clears the server's complaint; the dialog never closed.
    await userEvent.type(field('参数键名'), '.v2')
    await waitFor(() => expect(within(dialog()).queryByText('参数配置 key 重复')).not.toBeInTheDocument())
  })

  it('says that a new entry is custom', async () => {
    renderPage(<EntityForm form={CONFIG_FORM} open onClose={() => {}} onSaved={() => {}} />)
    expect(within(dialog()).getByText('自定义')).toBeInTheDocument()
    expect(within(dialog()).getByText('新增的参数均为自定义参数')).toBeInTheDocument()
  })
})

describe('drafts: nothing lost when the session ends mid-work (issue 10)', () => {
  it('input of a dialog that went away unsaved comes back when the same dialog opens again', async () => {
    const first = renderPage(<EntityForm form={CONFIG_FORM} open onClose={() => {}} onSaved={() => {}} />, {
      path: '/infra/config',
      route: '/infra/config',
    })
    await userEvent.type(field('参数分类'), 'ui')
    await userEvent.type(field('参数名称'), '未保存的名称')
    first.unmount() // the session ended: the page left without 取消 or 确定
    const onSaved = vi.fn()
    renderPage(<EntityForm form={CONFIG_FORM} open onClose={() => {}} onSaved={onSaved} />, {
      path: '/infra/config',
      route: '/infra/config',
    })
    expect(await within(dialog()).findByText(/^已恢复 .+ 未提交的内容$/)).toBeInTheDocument()
    expect(field('参数分类')).toHaveValue('ui')
    expect(field('参数名称')).toHaveValue('未保存的名称')
    // Finishing and saving it clears the draft: the next opening starts empty.
    await userEvent.type(field('参数键名'), 'demo.draft.key')
    await userEvent.type(field('参数键值'), 'v')
    await userEvent.click(ok())
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    expect(Object.keys(localStorage).filter((k) => k.startsWith('form-draft:'))).toEqual([])
  })

  it('a draft belongs to its dialog and record: another record opens clean; 放弃草稿 and 取消 discard it', async () => {
    const first = renderPage(<EntityForm form={DICT_TYPE_FORM} open onClose={() => {}} onSaved={() => {}} />)
    await userEvent.type(field('字典名称'), '草稿字典')
    first.unmount()
    // The edit dialog of an existing type is another place: it starts from the record.
    const edit = renderPage(
      <EntityForm
        form={DICT_TYPE_FORM}
        open
        row={{ id: 1, name: '用户性别', type: 'system_user_sex', status: 0, remark: '', createTime: 0 }}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    )
    expect(field('字典名称')).toHaveValue('用户性别')
    expect(within(dialog()).queryByText(/未提交的内容/)).not.toBeInTheDocument()
    edit.unmount()
    const again = renderPage(<EntityForm form={DICT_TYPE_FORM} open onClose={() => {}} onSaved={() => {}} />)
    expect(field('字典名称')).toHaveValue('草稿字典')
    await userEvent.click(within(dialog()).getByRole('button', { name: '放弃草稿' }))
    expect(field('字典名称')).toHaveValue('')
    expect(within(dialog()).queryByText(/未提交的内容/)).not.toBeInTheDocument()
    again.unmount()
    const onClose = vi.fn()
    renderPage(<EntityForm form={DICT_TYPE_FORM} open onClose={onClose} onSaved={() => {}} />)
    expect(field('字典名称')).toHaveValue('')
    await userEvent.type(field('字典名称'), '又一个')
    await userEvent.click(within(dialog()).getByRole('button', { name: /取\s*消/ }))
    expect(onClose).toHaveBeenCalled()
    expect(Object.keys(localStorage).filter((k) => k.startsWith('form-draft:'))).toEqual([])
  })
})
