import type { LanguageModelV4Content, LanguageModelV4FunctionTool, LanguageModelV4Middleware, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { createTextToolCallSplitter, type TextToolCall } from '../local-tools/text-tool-calls';
import { compactToolSchema } from './compact-tool-schema';

export interface TextToolCallOptions {
  /** Ids for the calls found in text (servers give them none); injectable for tests. */
  generateId?: () => string;
}

const toolNamesOf = (tools: readonly { type: string; name: string }[] | undefined): string[] =>
  (tools ?? []).filter((tool): tool is LanguageModelV4FunctionTool => tool.type === 'function').map((tool) => tool.name);

function withoutSchemaKeys(tool: LanguageModelV4FunctionTool): LanguageModelV4FunctionTool {
  return { ...tool, inputSchema: compactToolSchema(tool.inputSchema) as LanguageModelV4FunctionTool['inputSchema'] };
}

/**
 * What the remote tier does to every answer of an OpenAI-compatible server,
 * whatever it serves: a `<think>` block at the start of the text (a thinking
 * model served without a reasoning parser) is dropped, also when it comes in
 * pieces, and tool calls written as text (no tool parser on the server) become
 * real tool calls, so they go through the same approvals and caps as native
 * ones. Neither the thought nor the markup is ever shown or stored.
 */
export function textToolCallsMiddleware({ generateId = () => `call_text_${crypto.randomUUID()}` }: TextToolCallOptions = {}): LanguageModelV4Middleware {
  return {
    specificationVersion: 'v4',
    transformParams: async ({ params }) => (params.tools ? { ...params, tools: params.tools.map((tool) => (tool.type === 'function' ? withoutSchemaKeys(tool) : tool)) } : params),

    wrapStream: async ({ doStream, params }) => {
      const { stream, ...rest } = await doStream();
      const splitter = createTextToolCallSplitter(toolNamesOf(params.tools));
      let textId: string | undefined;
      let opened = false;
      let ended = false;
      let calls: TextToolCall[] = [];
      const emitText = (controller: TransformStreamDefaultController<LanguageModelV4StreamPart>, text: string) => {
        if (!text || textId === undefined) return;
        if (!opened) controller.enqueue({ type: 'text-start', id: textId });
        opened = true;
        controller.enqueue({ type: 'text-delta', id: textId, delta: text });
      };
      const endText = (controller: TransformStreamDefaultController<LanguageModelV4StreamPart>) => {
        if (ended || textId === undefined) return;
        ended = true;
        const end = splitter.end();
        emitText(controller, end.text);
        if (opened) controller.enqueue({ type: 'text-end', id: textId });
        calls = end.calls;
        for (const call of calls) controller.enqueue({ type: 'tool-call', toolCallId: generateId(), toolName: call.toolName, input: call.input });
      };
      return {
        ...rest,
        stream: stream.pipeThrough(
          new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
            transform(part, controller) {
              switch (part.type) {
                case 'text-start':
                  textId ??= part.id;
                  return;
                case 'text-delta':
                  textId ??= part.id;
                  emitText(controller, splitter.push(part.delta));
                  return;
                case 'text-end':
                  endText(controller);
                  return;
                case 'finish':
                  endText(controller);
                  controller.enqueue(
                    calls.length && part.finishReason.unified !== 'tool-calls' ? { ...part, finishReason: { unified: 'tool-calls', raw: part.finishReason.raw } } : part,
                  );
                  return;
                default:
                  controller.enqueue(part);
              }
            },
            flush(controller) {
              endText(controller);
            },
          }),
        ),
      };
    },

    wrapGenerate: async ({ doGenerate, params }) => {
      const result = await doGenerate();
      const text = result.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
      if (!text) return result;
      const splitter = createTextToolCallSplitter(toolNamesOf(params.tools));
      const shown = splitter.push(text);
      const end = splitter.end();
      const visible = shown + end.text;
      const content: LanguageModelV4Content[] = [
        ...(visible ? [{ type: 'text' as const, text: visible }] : []),
        ...result.content.filter((part) => part.type !== 'text'),
        ...end.calls.map((call) => ({ type: 'tool-call' as const, toolCallId: generateId(), toolName: call.toolName, input: call.input })),
      ];
      const finishReason = end.calls.length ? { unified: 'tool-calls' as const, raw: result.finishReason.raw } : result.finishReason;
      return { ...result, content, finishReason };
    },
  };
}
