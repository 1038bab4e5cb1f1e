import type CommandStack from 'diagram-js/lib/command/CommandStack'

export interface Command {
  cmd: string
  context: Record<string, unknown>
}

/**
 * Runs several commands as ONE undo step: commands executed while another command runs join its undo unit
 * (the same trick as bpmn-js-properties-panel's MultiCommandHandler; that module drags in the whole panel, so not reused).
 */
class BatchCommandHandler {
  static $inject = ['commandStack']
  constructor(private commandStack: CommandStack) {}

  preExecute(context: { commands: Command[] }) {
    for (const { cmd, context: ctx } of context.commands) this.commandStack.execute(cmd, ctx)
  }
}

function registerBatch(commandStack: CommandStack) {
  commandStack.registerHandler('sme.batch', BatchCommandHandler as never)
}
registerBatch.$inject = ['commandStack']

export default { __init__: [registerBatch] }

/** Executes the commands as one undo step (a single command needs no wrapper). */
export function executeAll(commandStack: CommandStack, commands: Command[]) {
  if (commands.length === 0) return
  if (commands.length === 1) commandStack.execute(commands[0].cmd, commands[0].context)
  else commandStack.execute('sme.batch', { commands })
}
