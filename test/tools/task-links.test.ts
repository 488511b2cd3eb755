import { describe, expect, it } from 'vitest';
import { executeTool, ToolExecutionError } from '@/lib/tools';
import { linkProblem, siteFromInput, siteNames, siteOf, URL_MAX } from '@/lib/util';
import { snapshot, toolContext } from './support';

const PAGE = 'https://github.com/owner/repo/issues/7';

describe('a task can hold a link', () => {
  it('add_task keeps an http(s) url, and get_task and list_tasks give it back', async () => {
    const ctx = toolContext();
    const added = await executeTool(ctx, 'add_task', { title: 'Reply to the issue', url: ` ${PAGE} ` });
    expect(added).toMatchObject({ task: { id: 1, url: PAGE } });
    await expect(ctx.db.todos.get(1)).resolves.toMatchObject({ url: PAGE });
    await expect(executeTool(ctx, 'get_task', { task_id: 1 })).resolves.toMatchObject({ task: { url: PAGE } });
    await expect(executeTool(ctx, 'list_tasks', {})).resolves.toMatchObject({ tasks: [{ id: 1, url: PAGE }] });
  });

  it('a listed task with a very long link names its site only; get_task has the whole link', async () => {
    const ctx = toolContext();
    const long = `https://docs.example.org/${'a'.repeat(300)}`;
    await executeTool(ctx, 'add_task', { title: 'Read the spec', url: long });
    const listed = (await executeTool(ctx, 'list_tasks', {})) as { tasks: Record<string, unknown>[] };
    expect(listed.tasks[0]).toMatchObject({ site: 'docs.example.org' });
    expect(listed.tasks[0]).not.toHaveProperty('url');
    await expect(executeTool(ctx, 'get_task', { task_id: 1 })).resolves.toMatchObject({ task: { url: long } });
  });

  it.each([
    ['javascript:alert(1)', 'The link must start with http:// or https://'],
    ['data:text/html,<script>alert(1)</script>', 'The link must start with http:// or https://'],
    ['file:///etc/passwd', 'The link must start with http:// or https://'],
    ['not a link', 'The link must be a web address starting with http:// or https://'],
    [`https://example.com/${'x'.repeat(URL_MAX)}`, 'The link must be at most 2,048 characters'],
  ])('refuses %s with a plain sentence, and writes nothing', async (url, sentence) => {
    const ctx = toolContext();
    const before = (await snapshot(ctx)).todos;
    await expect(executeTool(ctx, 'add_task', { title: 'Evil', url })).rejects.toThrow(ToolExecutionError);
    await expect(executeTool(ctx, 'add_task', { title: 'Evil', url })).rejects.toThrow(sentence);
    expect((await snapshot(ctx)).todos).toEqual(before);
  });

  it('accepts a link of exactly 2,048 characters', () => {
    const url = `https://example.com/${'x'.repeat(URL_MAX - 'https://example.com/'.length)}`;
    expect(url).toHaveLength(URL_MAX);
    expect(linkProblem(url)).toBeUndefined();
  });

  it('update_task sets, changes and removes the link; a new link drops the old page title', async () => {
    const ctx = { ...toolContext(), page: { url: PAGE, title: 'Issue #7 · owner/repo' } };
    await executeTool(ctx, 'add_task', { title: 'Reply', url: PAGE });
    await expect(ctx.db.todos.get(1)).resolves.toMatchObject({ url: PAGE, urlTitle: 'Issue #7 · owner/repo' });
    await executeTool(ctx, 'update_task', { task_id: 1, url: 'https://example.com/other' });
    const changed = await ctx.db.todos.get(1);
    expect(changed).toMatchObject({ url: 'https://example.com/other' });
    expect(changed).not.toHaveProperty('urlTitle');
    await executeTool(ctx, 'update_task', { task_id: 1, url: null });
    expect(await ctx.db.todos.get(1)).not.toHaveProperty('url');
    await expect(executeTool(ctx, 'update_task', { task_id: 1, url: 'javascript:void(0)' })).rejects.toThrow('The link must start with http:// or https://');
  });

  it('takes the page title from the browser, not from the model, and only for that page', async () => {
    const ctx = { ...toolContext(), page: { url: PAGE, title: 'Issue #7' } };
    await executeTool(ctx, 'add_task', { title: 'Other', url: 'https://example.com/' });
    expect(await ctx.db.todos.get(1)).not.toHaveProperty('urlTitle');
    // A title the model passes is not part of the tool's input.
    await executeTool(ctx, 'add_task', { title: 'Same', url: PAGE, urlTitle: 'Injected' });
    await expect(ctx.db.todos.get(2)).resolves.toMatchObject({ urlTitle: 'Issue #7' });
  });
});

describe('sites', () => {
  it('are host names without www., answered to by their parent names but never a bare top-level name', () => {
    expect(siteOf('https://WWW.GitHub.com/x')).toBe('github.com');
    expect(siteNames('docs.github.com')).toEqual(['docs.github.com', 'github.com']);
    expect(siteNames('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(siteFromInput('https://www.github.com/a/b')).toBe('github.com');
    expect(siteFromInput('GitHub.com')).toBe('github.com');
    expect(siteFromInput('   ')).toBeUndefined();
  });
});

describe('tasks from a site', () => {
  async function linked() {
    const ctx = toolContext();
    await executeTool(ctx, 'add_task', { title: 'Review PR', url: 'https://github.com/o/r/pull/1', tags: ['work'] });
    await executeTool(ctx, 'add_task', { title: 'Read docs', url: 'https://docs.github.com/en/actions', dueAt: '2026-03-11' });
    await executeTool(ctx, 'add_task', { title: 'Buy kettle', url: 'https://shop.example.com/k' });
    await executeTool(ctx, 'add_task', { title: 'No link' });
    await executeTool(ctx, 'complete_task', { task_id: 1 });
    return ctx;
  }
  const titles = (output: unknown) => (output as { tasks: { title: string }[] }).tasks.map((task) => task.title);

  it('list_tasks site lists the tasks linked to that site and its subdomains, in plan order, done ones with status all', async () => {
    const ctx = await linked();
    expect(titles(await executeTool(ctx, 'list_tasks', { site: 'github.com' }))).toEqual(['Read docs']);
    expect(titles(await executeTool(ctx, 'list_tasks', { site: 'https://www.GitHub.com/x', status: 'all' }))).toEqual(['Read docs', 'Review PR']);
    expect(titles(await executeTool(ctx, 'list_tasks', { site: 'docs.github.com', status: 'all' }))).toEqual(['Read docs']);
    expect(titles(await executeTool(ctx, 'list_tasks', { site: 'github.com', status: 'all', tag: 'work' }))).toEqual(['Review PR']);
    expect(titles(await executeTool(ctx, 'list_tasks', { site: 'example.org' }))).toEqual([]);
  });

  it('a site that is no site name is refused with a sentence', async () => {
    const ctx = await linked();
    await expect(executeTool(ctx, 'list_tasks', { site: '??' })).rejects.toThrow('The site must be a name like github.com');
  });
});
