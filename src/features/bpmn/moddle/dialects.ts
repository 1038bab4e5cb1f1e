import camundaDescriptor from 'camunda-bpmn-moddle/resources/camunda.json'
import { vendorContentDescriptor } from './vendorContent'

/** The workflow engine dialect whose extension attributes the designer writes (spec §3 designer inputs). */
export type Prefix = 'activiti' | 'flowable' | 'camunda'

export const DEFAULT_PREFIX: Prefix = 'camunda' // spec §9

type Descriptor = Record<string, unknown>

/**
 * The activiti and flowable descriptors are the same shape under two namespaces, so one builder writes both.
 * They mirror camunda-bpmn-moddle's names for the attributes all three engines share (so the panel has one
 * implementation for every prefix) and add the two Chinese engines' own extension elements:
 * buttons (code, next, sort), assignees (type, value, condition) and sequence-flow conditions (field, compare, value, logic).
 */
function engineDescriptor(name: string, prefix: string, uri: string): Descriptor {
  const attr = (n: string, type = 'String', extra: Record<string, unknown> = {}) => ({
    name: n,
    isAttr: true,
    type,
    ...extra,
  })
  const listenerProps = [
    attr('expression'),
    attr('class'),
    attr('delegateExpression'),
    attr('event'),
    { name: 'script', type: 'Script' },
    { name: 'fields', type: 'Field', isMany: true },
  ]
  return {
    name,
    prefix,
    uri,
    xml: { tagAlias: 'lowerCase' },
    associations: [],
    types: [
      {
        name: 'AsyncCapable',
        isAbstract: true,
        extends: ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event'],
        properties: [
          attr('async', 'Boolean', { default: false }),
          attr('asyncBefore', 'Boolean', { default: false }),
          attr('asyncAfter', 'Boolean', { default: false }),
          attr('exclusive', 'Boolean', { default: true }),
        ],
      },
      {
        name: 'Assignable',
        extends: ['bpmn:UserTask'],
        properties: ['assignee', 'candidateUsers', 'candidateGroups', 'dueDate', 'followUpDate', 'priority'].map((n) =>
          attr(n),
        ),
      },
      {
        name: 'FormSupported',
        isAbstract: true,
        extends: ['bpmn:StartEvent', 'bpmn:UserTask'],
        properties: [attr('formKey')],
      },
      { name: 'Initiator', isAbstract: true, extends: ['bpmn:StartEvent'], properties: [attr('initiator')] },
      {
        name: 'ScriptTask',
        isAbstract: true,
        extends: ['bpmn:ScriptTask'],
        properties: [attr('resultVariable'), attr('resource')],
      },
      {
        name: 'FormalExpression',
        isAbstract: true,
        extends: ['bpmn:FormalExpression'],
        properties: [attr('resource')],
      },
      {
        name: 'ServiceTaskLike',
        extends: ['bpmn:ServiceTask', 'bpmn:BusinessRuleTask', 'bpmn:SendTask', 'bpmn:MessageEventDefinition'],
        properties: [attr('expression'), attr('class'), attr('delegateExpression'), attr('resultVariable')],
      },
      {
        name: 'Collectable',
        isAbstract: true,
        extends: ['bpmn:MultiInstanceLoopCharacteristics'],
        superClass: [`${prefix}:AsyncCapable`],
        properties: [attr('collection'), attr('elementVariable')],
      },
      {
        name: 'FailedJobRetryTimeCycle',
        superClass: ['Element'],
        properties: [{ name: 'body', isBody: true, type: 'String' }],
      },
      { name: 'ExecutionListener', superClass: ['Element'], properties: listenerProps },
      {
        name: 'TaskListener',
        superClass: ['Element'],
        properties: [
          ...listenerProps,
          attr('id'),
          { name: 'eventDefinitions', type: 'bpmn:TimerEventDefinition', isMany: true },
        ],
      },
      {
        name: 'Field',
        superClass: ['Element'],
        properties: [
          attr('name'),
          { name: 'expression', type: 'String' },
          attr('stringValue'),
          { name: 'string', type: 'String' },
        ],
      },
      {
        name: 'Script',
        superClass: ['Element'],
        properties: [attr('scriptFormat'), attr('resource'), { name: 'value', isBody: true, type: 'String' }],
      },
      { name: 'Properties', superClass: ['Element'], properties: [{ name: 'values', type: 'Property', isMany: true }] },
      { name: 'Property', superClass: ['Element'], properties: [attr('id'), attr('name'), attr('value')] },
      {
        name: 'FormData',
        superClass: ['Element'],
        properties: [{ name: 'fields', type: 'FormField', isMany: true }, attr('businessKey')],
      },
      {
        name: 'FormField',
        superClass: ['Element'],
        properties: [
          attr('id'),
          attr('label'),
          attr('type'),
          attr('datePattern'),
          attr('defaultValue'),
          { name: 'properties', type: 'Properties' },
          { name: 'validation', type: 'Validation' },
          { name: 'values', type: 'Value', isMany: true },
        ],
      },
      {
        name: 'Validation',
        superClass: ['Element'],
        properties: [{ name: 'constraints', type: 'Constraint', isMany: true }],
      },
      { name: 'Constraint', superClass: ['Element'], properties: [attr('name'), attr('config')] },
      {
        name: 'Value',
        superClass: ['Element'],
        properties: [attr('id'), attr('name'), { name: 'value', isBody: true, type: 'String' }],
      },
      // The engine dialects' own extension elements (spec §3 "workflow extension attributes").
      { name: 'Button', superClass: ['Element'], properties: [attr('code'), attr('next'), attr('sort', 'Integer')] },
      { name: 'Assignee', superClass: ['Element'], properties: [attr('type'), attr('value'), attr('condition')] },
      {
        name: 'Condition',
        superClass: ['Element'],
        properties: [attr('field'), attr('compare'), attr('value'), attr('logic')],
      },
      // yudao's form field permission of a user task (BpmnModelUtils.parseFormFieldsPermission; issue 43):
      // <flowable:fieldsPermission field="budget" title="预算" permission="2"/>, '1' read, '2' write, '3' none.
      {
        name: 'FieldsPermission',
        superClass: ['Element'],
        properties: [attr('field'), attr('title'), attr('permission')],
      },
    ],
  }
}

export const activitiDescriptor = engineDescriptor('Activiti', 'activiti', 'http://activiti.org/bpmn')
export const flowableDescriptor = engineDescriptor('Flowable', 'flowable', 'http://flowable.org/bpmn')

const descriptors: Record<Prefix, Descriptor> = {
  activiti: activitiDescriptor,
  flowable: flowableDescriptor,
  camunda: camundaDescriptor as Descriptor,
}

/**
 * The `moddleExtensions` option for a modeler of this dialect: each dialect's descriptor, registered once, and the
 * one that keeps other tools' elements outside extensionElements (vendorContent.ts).
 */
export function moddleExtensionsFor(prefix: Prefix): Record<string, Descriptor> {
  return { [prefix]: descriptors[prefix], smevendor: vendorContentDescriptor }
}

export const namespaceUri = (prefix: Prefix) => descriptors[prefix].uri as string

/** Whether the dialect has the engine-specific buttons/assignees/conditions (activiti and flowable only). */
export const hasEngineExtensions = (prefix: Prefix) => prefix !== 'camunda'
