import { describe, expect, it } from 'vitest'
import { conditionHolds, gateState, gatesFor, gatesOf } from './control'
import { parseOptions, parseRules, parseRulesReport, serializeOptions, serializeRules, UNREADABLE } from './parse'
import { KINDS, kindOf } from './registry'
import { backendPath } from './remote'
import { GENERATOR_ROW, YUDAO_CONF, YUDAO_FIELDS } from './testing/fixtures'
import { antdRules, toRegExp } from './validation'
import { defaultValues, fromVariables, toVariables } from './values'
import type { FcRule } from './types'

const rule = (r: Partial<FcRule> & { type: string }): FcRule => ({ field: 'f', title: 'F', ...r })
const variable = (r: FcRule, value: unknown) => toVariables([r], { [r.field!]: value })[r.field!]

describe('registry', () => {
  it('finds kinds case-insensitively and by their aliases, as form-create does', () => {
    expect(kindOf('DatePicker')?.type).toBe('datePicker')
    expect(kindOf('FcRow')?.type).toBe('fcRow')
    expect(kindOf('elRow')?.type).toBe('fcRow')
    expect(kindOf('ELCOL')?.type).toBe('col')
    expect(kindOf('number')?.type).toBe('inputNumber')
    expect(kindOf('div')?.type).toBe('text')
    expect(kindOf('editor')?.type).toBe('Editor') // yudao's Editor, not form-create's fcEditor
    expect(kindOf('fcEditor')?.type).toBe('fcEditor')
    expect(kindOf('myWidget')).toBeUndefined()
  })

  it('has every kind the issue lists, each with its palette group and a name in both languages', () => {
    const types = KINDS.map((k) => k.type)
    for (const t of [
      'input',
      'inputNumber',
      'radio',
      'checkbox',
      'select',
      'switch',
      'rate',
      'slider',
      'timePicker',
      'datePicker',
      'colorPicker',
      'cascader',
      'upload',
      'fcEditor',
      'elTransfer',
      'tree',
      'elTreeSelect',
      'fcRow',
      'col',
      'elCard',
      'elTabs',
      'elTabPane',
      'elCollapse',
      'elCollapseItem',
      'space',
      'group',
      'subForm',
      'elDivider',
      'text',
      'html',
      'elAlert',
      'elTag',
      'elButton',
      'fcTitle',
      'elImage',
      'Editor',
      'UploadFile',
      'UploadImg',
      'UploadImgs',
      'UserSelect',
      'DeptSelect',
      'DictSelect',
      'ApiSelect',
    ])
      expect(types, t).toContain(t)
    expect(new Set(KINDS.map((k) => k.group))).toEqual(new Set(['basic', 'layout', 'aux', 'system']))
    expect(KINDS.filter((k) => k.group === 'system').map((k) => k.type)).toEqual([
      'UserSelect',
      'DeptSelect',
      'DictSelect',
      'ApiSelect',
    ])
  })

  it.each(KINDS.map((k) => [k.type, k] as const))(
    '%s: a fresh rule renders as its kind and survives save → load',
    (_, kind) => {
      const fresh = kind.create()
      const rendering = kindOf(fresh.type)
      expect(rendering, fresh.type).toBeDefined()
      expect(rendering!.holdsValue).toBe(kind.holdsValue)
      if (kind.holdsValue) expect(fresh.$required).toBe(false)
      if (kind.container?.childType) expect(kindOf(kind.container.childType)).toBeDefined()
      const [text] = serializeRules([fresh])
      expect(parseRules([text])).toEqual([fresh])
      // value kinds have a control and a read-only display; display kinds an element; layouts render their children
      if (kind.holdsValue && !['group', 'subForm'].includes(kind.type)) {
        expect(kind.Control, kind.type).toBeDefined()
        expect(kind.display, kind.type).toBeDefined()
      }
      if (kind.group === 'aux') expect(kind.Control, kind.type).toBeDefined()
    },
  )

  it('declares the value type each kind stores', () => {
    const types = Object.fromEntries(KINDS.map((k) => [k.type, k.valueType]))
    expect(types).toMatchObject({
      input: 'string',
      inputNumber: 'number',
      checkbox: 'array',
      switch: 'boolean',
      rate: 'number',
      cascader: 'array',
      datePicker: 'string',
      group: 'array',
      subForm: 'object',
      fcRow: 'none',
      elDivider: 'none',
      UploadImgs: 'array',
    })
  })
})

describe('parse and serialize', () => {
  it('gives back the same JSON texts after load → save without a change, yudao bookkeeping, $FN and handlers kept', () => {
    const rules = parseRules(YUDAO_FIELDS)
    expect(rules).toHaveLength(YUDAO_FIELDS.length)
    expect(serializeRules(rules)).toEqual(YUDAO_FIELDS)
    const select = rules.find((r) => r.field === 'items')!
    expect(select.on).toEqual({ change: '$FN:function(){ alert(1) }' })
    expect(select.emit).toEqual(['change'])
    expect((rules.find((r) => r.field === 'attachment')!.props!.onSuccess as string).startsWith('$FN:')).toBe(true)
    expect(rules.find((r) => r.field === 'custom')).toMatchObject({
      type: 'myWidget',
      value: 'keep-me',
      props: { whatever: { nested: [1, 2] } },
    })
    expect(serializeOptions(parseOptions(YUDAO_CONF))).toBe(YUDAO_CONF)
  })

  it('keeps a text as it was written (spaces, escapes) when the rule did not change, and writes the change when it did', () => {
    const spaced = '{ "type": "input", "field": "a", "title": "\\u540d\\u79f0" }'
    const [r] = parseRules([spaced])
    expect(r.title).toBe('名称')
    expect(serializeRules([r])).toEqual([spaced])
    expect(serializeRules([{ ...r, title: '新' }])).toEqual(['{"type":"input","field":"a","title":"新"}'])
    r.title = '改'
    expect(serializeRules([r])).toEqual(['{"type":"input","field":"a","title":"改"}'])
  })

  it('reports entries that are no rule, shows them as such and saves them back as they came', () => {
    const fields = ['{"type":"input","field":"a"}', '{broken', '[1,2]', '{"field":"noType"}']
    const { rules, unreadable } = parseRulesReport(fields)
    expect(unreadable.map((u) => u.index)).toEqual([1, 2, 3])
    expect(rules.map((r) => r.type)).toEqual(['input', UNREADABLE, UNREADABLE, UNREADABLE])
    expect(serializeRules(rules)).toEqual(fields)
    expect(parseRules(null)).toEqual([])
    expect(parseOptions('not json')).toEqual({})
  })

  it('reads old form-generator rows as the form-create rules they stand for', () => {
    const [r] = parseRules([GENERATOR_ROW])
    expect(r).toMatchObject({ type: 'input', field: 'field101', title: '单行文本', $required: true, value: '12' })
    expect(r.props).toMatchObject({ placeholder: '请输入单行文本', clearable: true, showWordLimit: false })
    expect(r.validate).toEqual([{ pattern: '/^\\d+$/', message: '只能是数字', trigger: 'blur' }])
    // saved as form-create writes it: no __config__ left
    expect(serializeRules([r])[0]).not.toContain('__config__')
  })
})

describe('values as process variables', () => {
  it('keeps numbers as numbers and mends number text', () => {
    const n = rule({ type: 'inputNumber' })
    expect(variable(n, 12.5)).toBe(12.5)
    expect(variable(n, '12')).toBe(12)
    expect(toVariables([n], { f: '' })).toEqual({})
    expect(variable(rule({ type: 'rate' }), 4)).toBe(4)
    expect(variable(rule({ type: 'slider' }), 30)).toBe(30)
    expect(variable(rule({ type: 'slider', props: { range: true } }), ['10', 40])).toEqual([10, 40])
  })

  it('gives a switch its active / inactive values', () => {
    const s = rule({ type: 'switch', props: { activeValue: 1, inactiveValue: 0 } })
    expect(variable(s, 1)).toBe(1)
    expect(variable(s, '0')).toBe(0)
    expect(variable(rule({ type: 'switch' }), true)).toBe(true)
    expect(variable(rule({ type: 'switch' }), 'false')).toBe(false)
  })

  it('keeps lists for checkbox, multiple select, cascader, transfer, tree and yudao selects in checkbox mode', () => {
    expect(variable(rule({ type: 'checkbox' }), 'a')).toEqual(['a'])
    expect(variable(rule({ type: 'select', props: { multiple: true } }), ['a', 'b'])).toEqual(['a', 'b'])
    expect(variable(rule({ type: 'select' }), 2)).toBe(2)
    expect(variable(rule({ type: 'cascader' }), ['zj', 'hz'])).toEqual(['zj', 'hz'])
    expect(variable(rule({ type: 'elTransfer' }), [1, 2])).toEqual([1, 2])
    expect(variable(rule({ type: 'tree' }), ['n1'])).toEqual(['n1'])
    expect(variable(rule({ type: 'UserSelect', props: { selectType: 'checkbox' } }), 1)).toEqual([1])
    expect(variable(rule({ type: 'UserSelect' }), 1)).toBe(1)
  })

  it('writes dates as text in their valueFormat (defaults by type) and timestamps for x', () => {
    expect(variable(rule({ type: 'datePicker' }), '2024-05-01')).toBe('2024-05-01')
    expect(
      variable(
        rule({ type: 'datePicker', props: { type: 'datetime' } }),
        Date.UTC(2024, 4, 1, 1, 2, 3) + new Date().getTimezoneOffset() * 60000,
      ),
    ).toBe('2024-05-01 01:02:03')
    expect(variable(rule({ type: 'datePicker', props: { type: 'daterange' } }), ['2024-05-01', '2024-05-03'])).toEqual([
      '2024-05-01',
      '2024-05-03',
    ])
    expect(variable(rule({ type: 'datePicker', props: { type: 'month', valueFormat: 'YYYY/MM' } }), '2024/05')).toBe(
      '2024/05',
    )
    expect(variable(rule({ type: 'datePicker', props: { valueFormat: 'x' } }), '1714521600000')).toBe(1714521600000)
    expect(variable(rule({ type: 'timePicker', props: { isRange: true } }), ['09:00:00', '18:00:00'])).toEqual([
      '09:00:00',
      '18:00:00',
    ])
  })

  it('stores a DictSelect value by its valueType', () => {
    expect(variable(rule({ type: 'DictSelect', props: { valueType: 'int' } }), '1')).toBe(1)
    expect(variable(rule({ type: 'DictSelect', props: { valueType: 'bool' } }), 'true')).toBe(true)
    expect(variable(rule({ type: 'DictSelect' }), 1)).toBe('1')
    expect(variable(rule({ type: 'DictSelect', props: { valueType: 'int', multiple: true } }), ['1', '2'])).toEqual([
      1, 2,
    ])
  })

  it('sends uploads as URL text for one file and a list for several', () => {
    expect(variable(rule({ type: 'upload', props: { limit: 1 } }), ['https://x/a.pdf'])).toBe('https://x/a.pdf')
    expect(variable(rule({ type: 'upload' }), ['https://x/a.pdf', 'https://x/b.pdf'])).toEqual([
      'https://x/a.pdf',
      'https://x/b.pdf',
    ])
    expect(variable(rule({ type: 'UploadImg' }), 'https://x/a.png')).toBe('https://x/a.png')
    expect(variable(rule({ type: 'UploadImgs' }), 'https://x/a.png')).toEqual(['https://x/a.png'])
    expect(variable(rule({ type: 'UploadFile' }), 'https://x/a.pdf')).toBe('https://x/a.pdf')
  })

  it('nests group rows and subForm objects, each field in its own type', () => {
    const group = rule({
      type: 'group',
      field: 'lines',
      props: {
        rule: [
          { type: 'input', field: 'name' },
          { type: 'inputNumber', field: 'qty' },
        ],
      },
    })
    expect(variable(group, [{ name: '笔', qty: '2' }])).toEqual([{ name: '笔', qty: 2 }])
    const sub = rule({ type: 'subForm', field: 'addr', props: { rule: [{ type: 'switch', field: 'main' }] } })
    expect(variable(sub, { main: 'true' })).toEqual({ main: true })
  })

  it('walks layouts, sends an unknown kind’s value only when it came with the rule, and leaves out what the form did not hold', () => {
    const rules = parseRules(YUDAO_FIELDS)
    const vars = toVariables(rules, {
      amount: 3,
      startDate: '2024-05-01',
      meetingAt: '2024-05-02 10:00:00',
      urgency: 1,
    })
    expect(vars).toEqual({
      amount: 3,
      startDate: '2024-05-01',
      meetingAt: '2024-05-02 10:00:00',
      urgency: 1,
      custom: 'keep-me',
    })
    expect(toVariables([rule({ type: 'myWidget' })], { f: 'typed' })).toEqual({})
  })

  it('fills a form back from variables, types mended, and starts a fresh one from the rules’ values', () => {
    const rules = [
      rule({ type: 'inputNumber', field: 'n' }),
      rule({ type: 'checkbox', field: 'c' }),
      rule({ type: 'switch', field: 's', value: false }),
    ]
    expect(fromVariables(rules, { n: '5', c: '["a","b"]', s: 'true', other: 1 })).toEqual({
      n: 5,
      c: ['a', 'b'],
      s: true,
    })
    expect(defaultValues(rules)).toEqual({ s: false })
    const values = { n: 7, c: ['x'], s: true }
    expect(fromVariables(rules, toVariables(rules, values))).toEqual(values)
  })
})

describe('control', () => {
  it('compares as form-create does', () => {
    expect(conditionHolds({ rule: [], value: 2 }, 2)).toBe(true)
    expect(conditionHolds({ rule: [], value: 2, condition: '==' }, '2')).toBe(true)
    expect(conditionHolds({ rule: [], value: 10, condition: '>' }, 12)).toBe(true)
    expect(conditionHolds({ rule: [], value: ['a', 'b'], condition: 'in' }, 'b')).toBe(true)
    expect(conditionHolds({ rule: [], value: 'a', condition: 'on' }, ['a', 'c'])).toBe(true)
    expect(conditionHolds({ rule: [], value: [1, 5], condition: 'between' }, 6)).toBe(false)
    expect(conditionHolds({ rule: [], condition: 'notEmpty' }, [])).toBe(false)
    // as form-create: '<>' is '!=', between leaves its bounds out, pattern tests the value's text
    expect(conditionHolds({ rule: [], value: 1, condition: '<>' }, 2)).toBe(true)
    expect(conditionHolds({ rule: [], value: [1, 5], condition: 'between' }, 5)).toBe(false)
    expect(conditionHolds({ rule: [], value: [1, 5], condition: 'between' }, 3)).toBe(true)
    expect(conditionHolds({ rule: [], value: [1, 5], condition: 'notBetween' }, 5)).toBe(false)
    expect(conditionHolds({ rule: [], value: '^1\\d{10}$', condition: 'pattern' }, '13800138000')).toBe(true)
    expect(conditionHolds({ rule: [], value: '/^ab/i', condition: 'pattern' }, 'ABC')).toBe(true)
    expect(conditionHolds({ rule: [], value: '([', condition: 'pattern' }, '([')).toBe(false)
    // a handler is never run: a control with only a handle decides nothing
    expect(conditionHolds({ rule: [], handle: '$FN:function(v){return v}' }, 1)).toBeUndefined()
  })

  it('shows, enables and requires the rules it names (by field, name or _fc_id) while it holds, as form-create does', () => {
    const rules = parseRules(YUDAO_FIELDS)
    const target = rules.find((r) => r.field === 'urgentReason')!
    const gates = gatesFor(gatesOf(rules), target)
    expect(gateState(gates, (f) => ({ urgency: 1 })[f]).shown).toBe(false)
    expect(gateState(gates, (f) => ({ urgency: 2 })[f]).shown).toBe(true)
    const many: FcRule[] = [
      {
        type: 'switch',
        field: 's',
        control: [
          { value: true, method: 'disabled', rule: ['ref_b'] },
          { value: true, method: 'hidden', rule: ['id_c'] },
          { value: true, method: 'required', rule: ['d'] },
        ],
      },
      { type: 'input', field: 'b', name: 'ref_b' },
      { type: 'input', field: 'c', _fc_id: 'id_c' },
      { type: 'input', field: 'd' },
    ]
    const g = gatesOf(many)
    const on = (r: FcRule) => gateState(gatesFor(g, r), () => true)
    const off = (r: FcRule) => gateState(gatesFor(g, r), () => false)
    // form-create's loader: disabled(!valid), hidden(!valid), required(valid)
    expect(on(many[1])).toEqual({ shown: true, disabled: false, required: false })
    expect(off(many[1])).toEqual({ shown: true, disabled: true, required: false })
    expect(on(many[2])).toEqual({ shown: true, disabled: false, required: false })
    expect(off(many[2])).toEqual({ shown: false, disabled: false, required: false })
    expect(on(many[3])).toEqual({ shown: true, disabled: false, required: true })
    expect(off(many[3])).toEqual({ shown: true, disabled: false, required: false })
  })
})

describe('validation', () => {
  it('turns $required and validate entries into checks; never a validator function; a bad pattern is skipped', () => {
    const rules = antdRules(
      rule({
        type: 'input',
        title: '编号',
        $required: true,
        validate: [
          { pattern: '^\\d+$', message: '只能是数字' },
          { pattern: '([', message: 'bad' },
          { validator: '$FN:function(){}' } as never,
          { min: 3, type: 'string' },
        ],
      }),
    )
    expect(rules).toHaveLength(3)
    expect(rules[0]).toMatchObject({ required: true, message: '请输入编号' })
    expect(rules[1]).toMatchObject({ message: '只能是数字' })
    expect((rules[1] as { pattern: RegExp }).pattern.test('12')).toBe(true)
    expect(rules[2]).toMatchObject({ min: 3, type: 'string' })
    expect(antdRules(rule({ type: 'select', title: '类型', $required: '必须选' }))[0]).toMatchObject({
      message: '必须选',
    })
    expect(antdRules(rule({ type: 'radio', title: '类型', $required: true }))[0]).toMatchObject({
      message: '请选择类型',
    })
    expect(toRegExp('/^a$/i')!.test('A')).toBe(true)
    // a number field's required check is only that (async-validator would check any other key as a string)
    expect(antdRules(rule({ type: 'inputNumber', title: '金额', $required: true }))).toEqual([
      { required: true, message: '请输入金额' },
    ])
  })
})

describe('remote options', () => {
  it('asks only this backend', () => {
    expect(backendPath('/system/user/list-all-simple')).toBe('/system/user/list-all-simple')
    expect(backendPath('/admin-api/system/dept/list-all-simple')).toBe('/system/dept/list-all-simple')
    expect(backendPath('https://evil.example/steal')).toBeUndefined()
    expect(backendPath('//evil.example/x')).toBeUndefined()
    expect(backendPath('javascript:alert(1)')).toBeUndefined()
    expect(backendPath('/system/../../x')).toBeUndefined()
  })
})
