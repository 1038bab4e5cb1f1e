import { describe, expect, it } from 'vitest'
import { DICTS } from './seed/dicts'
import { call, login, raw } from './testClient'

type Page<T> = { list: T[]; total: number }
type Row = Record<string, unknown> & { id: number }

/** spec §3's dictionary keys (yudao's strings). */
const SPEC_KEYS = `user_type common_status terminal system_user_sex system_menu_type system_role_type system_data_scope
system_notice_type system_login_type system_login_result system_sms_channel_code system_sms_template_type system_sms_send_status
system_sms_receive_status system_error_code_type system_oauth2_grant_type system_mail_send_status system_notify_template_type
infra_boolean_string infra_job_status infra_job_log_status infra_api_error_log_process_status infra_config_type
infra_codegen_template_type infra_codegen_front_type infra_codegen_scene infra_file_storage bpm_model_category
bpm_model_form_type bpm_task_assign_rule_type bpm_process_instance_status bpm_process_instance_result bpm_task_assign_script
bpm_oa_leave_type pay_channel_code pay_order_status pay_refund_status pay_notify_status product_spu_status
trade_after_sale_status trade_after_sale_way trade_after_sale_type trade_order_type trade_order_status promotion_discount_type
promotion_product_scope promotion_coupon_template_validity_type promotion_coupon_status promotion_coupon_take_type
promotion_activity_status promotion_condition_type`.split(/\s+/)

const admin = async () => (await login('admin', 'admin123')).accessToken

describe('dictionaries', () => {
  it('seeds every dictionary key of spec §3', () => {
    expect(DICTS.map(([type]) => type).sort()).toEqual([...SPEC_KEYS].sort())
  })

  it('lists all enabled data in the simple shape, with yudao values', async () => {
    const { accessToken: token } = await login('company', 'company123')
    const res = await call<Record<string, string>[]>('GET', '/system/dict-data/list-all-simple', { token })
    expect(res.code).toBe(0)
    expect(Object.keys(res.data[0]).sort()).toEqual(['colorType', 'cssClass', 'dictType', 'label', 'value'])
    const result = res.data
      .filter((d) => d.dictType === 'bpm_process_instance_result')
      .map((d) => [d.value, d.label, d.colorType])
    expect(result).toEqual([
      ['1', '处理中', 'primary'],
      ['2', '通过', 'success'],
      ['3', '不通过', 'danger'],
      ['4', '已取消', 'info'],
      ['5', '退回/驳回', 'warning'],
      ['6', '委派', 'primary'],
    ])
  })

  it('pages and filters dict data (dictType, label, status)', async () => {
    const token = await admin()
    const res = await call<Page<Row>>('GET', '/system/dict-data/page?pageNo=1&pageSize=2&dictType=common_status', {
      token,
    })
    expect(res.data.total).toBe(2)
    expect(res.data.list.map((d) => d.label)).toEqual(['开启', '关闭'])
    const byLabel = await call<Page<Row>>(
      'GET',
      `/system/dict-data/page?pageNo=1&pageSize=10&label=${encodeURIComponent('微信')}`,
      { token },
    )
    expect(byLabel.data.list.every((d) => String(d.label).includes('微信'))).toBe(true)
    expect(byLabel.data.total).toBeGreaterThan(3)
  })

  it('creates, reads, updates and deletes dict data, keeping values unique per type', async () => {
    const token = await admin()
    const row = {
      dictType: 'bpm_oa_leave_type',
      value: '4',
      label: '年假',
      sort: 4,
      status: 0,
      colorType: 'success',
      cssClass: '',
    }
    const created = await call<number>('POST', '/system/dict-data/create', { token, json: row })
    expect(created.code).toBe(0)
    const id = created.data
    expect((await call<Row>('GET', `/system/dict-data/get?id=${id}`, { token })).data).toMatchObject({
      id,
      label: '年假',
    })
    expect(await call('POST', '/system/dict-data/create', { token, json: row })).toMatchObject({
      code: 1002007003,
      msg: '已经存在该值的字典数据',
    })
    expect((await call('POST', '/system/dict-data/create', { token, json: { ...row, dictType: 'nope' } })).msg).toBe(
      '当前字典类型不存在',
    )
    expect((await call('POST', '/system/dict-data/create', { token, json: { ...row, label: '' } })).code).toBe(400)

    expect(
      (await call('PUT', '/system/dict-data/update', { token, json: { ...row, id, label: '带薪年假' } })).data,
    ).toBe(true)
    const byType = await call<Row[]>('GET', '/system/dict-data/type/bpm_oa_leave_type', { token })
    expect(byType.data.map((d) => d.label)).toEqual(['病假', '事假', '婚假', '带薪年假'])
    expect((await call('PUT', '/system/dict-data/update', { token, json: { ...row, id, value: '1' } })).code).toBe(
      1002007003,
    )

    expect((await call('DELETE', `/system/dict-data/delete?id=${id}`, { token })).data).toBe(true)
    expect((await call('DELETE', `/system/dict-data/delete?id=${id}`, { token })).code).toBe(1002007001)
    expect((await call('GET', `/system/dict-data/get?id=${id}`, { token })).data).toBeNull()
  })

  it('checks permissions like @PreAuthorize: a user may read but not write', async () => {
    const { accessToken: token } = await login('user', 'user123')
    expect((await call('GET', '/system/dict-data/page', { token })).code).toBe(0)
    expect(await call('DELETE', '/system/dict-data/delete?id=1', { token })).toEqual({
      code: 403,
      msg: '没有该操作权限',
      data: null,
    })
  })

  it('exports CSV with a file name', async () => {
    const res = await raw('GET', '/system/dict-data/export?dictType=common_status', { token: await admin() })
    expect(res.headers.get('Content-Type')).toContain('text/csv')
    expect(res.headers.get('Content-Disposition')).toContain(encodeURIComponent('字典数据.csv'))
    const text = await res.text()
    expect(text.trim().split('\r\n')).toHaveLength(3)
    expect(text).toContain('common_status')
  })

  it('manages dict types: unique type, no delete while data exist', async () => {
    const token = await admin()
    const list = await call<Row[]>('GET', '/system/dict-type/list-all-simple', { token })
    expect(list.data).toHaveLength(SPEC_KEYS.length)
    expect(list.data[0]).toEqual({ id: 1, name: '用户类型', type: 'user_type' })

    const page = await call<Page<Row>>('GET', `/system/dict-type/page?pageNo=1&pageSize=5&type=bpm_`, { token })
    expect(page.data.list.every((t) => String(t.type).startsWith('bpm_'))).toBe(true)

    const created = await call<number>('POST', '/system/dict-type/create', {
      token,
      json: { name: '企业规模', type: 'sme_scale', status: 0 },
    })
    expect(created.code).toBe(0)
    expect(
      (await call('POST', '/system/dict-type/create', { token, json: { name: '另一个', type: 'sme_scale' } })).code,
    ).toBe(1002006004)
    await call('POST', '/system/dict-data/create', {
      token,
      json: { dictType: 'sme_scale', value: 'micro', label: '微型', sort: 1, status: 0 },
    })
    expect((await call('DELETE', `/system/dict-type/delete?id=${created.data}`, { token })).code).toBe(1002006005)
    expect(
      (
        await call('PUT', '/system/dict-type/update', {
          token,
          json: { id: created.data, name: '企业规模（工信部）', status: 1 },
        })
      ).data,
    ).toBe(true)
    // A disabled type takes no new data.
    const add = await call('POST', '/system/dict-data/create', {
      token,
      json: { dictType: 'sme_scale', value: 'small', label: '小型', sort: 2, status: 0 },
    })
    expect(add.code).toBe(1002006002)
  })
})
