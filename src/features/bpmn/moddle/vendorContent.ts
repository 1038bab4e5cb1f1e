/**
 * Keeps a vendor's elements that sit outside `extensionElements` (`<ot:schemaObjectDescription>` directly in a
 * process, `<signavio:x>` in a BPMNShape). bpmn-moddle accepts an element of an unknown namespace only into a property
 * of type `Element`, which in plain BPMN only `extensionElements` has, so it drops the rest with an "unparsable
 * content" warning. This descriptor gives every BPMN and DI element such a property: the reader puts those elements
 * there as generic elements, the writer writes them back (after the element's own extension elements).
 * No element of this namespace is ever written, so the namespace itself never appears in a saved file.
 */
export const vendorContentDescriptor = {
  name: 'SmeVendorContent',
  prefix: 'smevendor',
  uri: 'urn:sme-portal:bpmn:vendor-content',
  associations: [],
  types: [
    {
      name: 'VendorContent',
      isAbstract: true,
      extends: ['bpmn:BaseElement', 'di:DiagramElement'],
      properties: [{ name: 'vendorContent', type: 'Element', isMany: true }],
    },
  ],
}

/** The `moddleExtensions` entry (bpmn-js) or BpmnModdle packages argument that keeps vendor elements. */
export const vendorContentExtension = { smevendor: vendorContentDescriptor }

interface Moddle {
  getType(name: string): unknown
}

/**
 * A dialect's descriptor names only the extension elements the panel edits; a file from that engine's own tools has
 * more (`<activiti:formProperty>`, `<flowable:in>`, …). bpmn-moddle looks such a name up in the registered package,
 * fails ("unknown type") and drops the element, while the same element of an unregistered namespace is kept. Here an
 * unknown type of the dialect's namespace reads as a generic element, so it is kept and saved like any vendor's.
 */
export function keepUnknownDialectElements(moddle: Moddle, prefix: string) {
  const getType = moddle.getType.bind(moddle)
  // what moddle-xml needs of a type to pick an Element-typed property and read the element generically
  const generic = { hasType: (type: string) => type === 'Element', $descriptor: { name: 'Element' } }
  moddle.getType = (name: string) => {
    try {
      return getType(name)
    } catch (e) {
      if (typeof name === 'string' && name.startsWith(`${prefix}:`) && /^unknown type/.test((e as Error).message))
        return generic
      throw e
    }
  }
}
