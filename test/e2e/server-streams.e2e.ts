import { expect, it } from 'vitest';
import { SERVER_STREAMS } from './fixtures/server-streams';
import { readStoreInPage } from './support/read-store';
import { remoteChatSuite } from './support/remote-chat';

// Streams replayed as real servers send them (fixtures/server-streams.ts): the task is created, nothing raw shows, nothing raw is stored.
const chat = remoteChatSuite();
const RAW = /<think>|<\/think>|think>|<tool_call>|tool_call>|python_tag|eom_id|TOOL_CALLS|"parameters"|Okay, the user wants/;

it.each(SERVER_STREAMS.map((stream) => [stream.server, stream.behaviour, stream] as const))(
  '%s (%s): the task is created, nothing raw is shown or stored',
  async (_server, _behaviour, stream) => {
    const title = `Water plants ${SERVER_STREAMS.indexOf(stream)}`;
    chat.server.script({ raw: stream.raw(title) }, { text: `Created “${title}”.` });
    await chat.say(`add ${title.toLowerCase()}`);
    const log = chat.page.getByRole('log', { name: 'Messages' });
    await log.getByText(`Created “${title}”.`, { exact: true }).waitFor();

    const todos = (await chat.page.evaluate(readStoreInPage, 'todos')) as { title: string }[];
    expect(todos.map((todo) => todo.title)).toContain(title);
    expect(await log.textContent()).not.toMatch(RAW);
    const messages = (await chat.page.evaluate(readStoreInPage, 'messages')) as unknown[];
    expect(JSON.stringify(messages)).not.toMatch(RAW);
    // The model got the tool's result back, as after a native call.
    expect(JSON.stringify(chat.server.chatRequests().at(-1)!.messages)).toContain(`Created task #`);
  },
);
