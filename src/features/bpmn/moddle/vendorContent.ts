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
