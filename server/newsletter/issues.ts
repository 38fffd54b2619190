import type { DB } from '../db/connect';
import { DomainError } from '../errors';
import { escapeHtml } from '../http/html';
import { enqueueMail, type MailMessage } from '../mail';
import {
  button,
  link,
  mailLayout,
  paragraph,
  unsubscribeHeaders,
  unsubscribeUrl,
  type MailSite,
} from './mails';

/** What an issue is made of: one published post, or a digest of the latest published posts. */
export type IssueSource = { kind: 'post'; postId: number } | { kind: 'digest' };

/** How many posts a digest holds (the latest published). */
export const DIGEST_SIZE = 5;

interface IssuePost {
  id: number;
  title: string;
  slug: string;
  subtitle: string | null;
  excerpt: string | null;
  content: string;
  published_at: string | null;
}

/** An issue's content before it is addressed to a subscriber. */
export interface IssueContent {
  key: string;
  kind: 'post' | 'digest';
  postId: number | null;
  subject: string;
  posts: IssuePost[];
}

/** Published posts staff can send, newest first. */
export function publishedPosts(db: DB, limit = 50) {
  return db
    .selectFrom('blog_posts')
    .select(['id', 'title', 'slug', 'published_at'])
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

function postQuery(db: DB) {
  return db
    .selectFrom('blog_posts')
    .select(['id', 'title', 'slug', 'subtitle', 'excerpt', 'content', 'published_at'])
    .where('status', '=', 'published');
}

export async function issueContent(
  db: DB,
  site: MailSite,
  source: IssueSource,
): Promise<IssueContent> {
  if (source.kind === 'post') {
    const post = await postQuery(db).where('id', '=', source.postId).executeTakeFirst();
    if (!post)
      throw new DomainError(
        'NOT_FOUND',
        'That post is not published (or no longer exists): only published posts can be sent.',
        'postId',
      );
    return {
      key: `post:${post.id}`,
      kind: 'post',
      postId: post.id,
      subject: post.title,
      posts: [post],
    };
  }
  const posts = await postQuery(db)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DIGEST_SIZE)
    .execute();
  if (posts.length === 0)
    throw new DomainError('BAD_REQUEST', 'There are no published posts for a digest yet.');
  return {
    key: `digest:${posts.map((post) => post.id).join(',')}`,
    kind: 'digest',
    postId: null,
    subject: `Recent reads from ${site.name}`,
    posts,
  };
}

/** Markdown to a short plain-text teaser: the first paragraphs, without markup. */
export function plainTeaser(markdown: string, maxChars = 420): string {
  const paragraphs = markdown
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((block) =>
      block
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
        .replace(/[*_`~]+/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((block) => block.length > 40);
  let text = '';
  for (const block of paragraphs) {
    if (text && text.length + block.length > maxChars) break;
    text = text ? `${text}\n\n${block}` : block;
  }
  if (text.length > maxChars) text = `${text.slice(0, maxChars - 1).replace(/\s+\S*$/, '')}…`;
  return text;
}

function postUrl(site: MailSite, post: IssuePost): string {
  return `${site.url}/blog/${encodeURIComponent(post.slug)}`;
}

function teaserOf(post: IssuePost, maxChars: number): string {
  return post.excerpt?.trim() || plainTeaser(post.content, maxChars);
}

/** The issue as mailed to one subscriber: their own unsubscribe link in the body and headers. */
export function issueMail(
  site: MailSite,
  content: IssueContent,
  to: string,
  unsubscribeLink: string,
): MailMessage {
  const text: string[] = [];
  const html: string[] = [];
  if (content.kind === 'post') {
    const post = content.posts[0]!;
    const url = postUrl(site, post);
    text.push(post.title, '');
    html.push(
      `<h1 style="font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:1.25;font-weight:normal;color:#2f4a3a;margin:0 0 12px">${escapeHtml(post.title)}</h1>`,
    );
    if (post.subtitle) {
      text.push(post.subtitle, '');
      html.push(paragraph(post.subtitle));
    }
    const teaser = teaserOf(post, 700);
    for (const block of teaser.split('\n\n')) {
      text.push(block, '');
      html.push(paragraph(block));
    }
    text.push(`Read the whole article: ${url}`);
    html.push(button(url, 'READ THE ARTICLE'));
  } else {
    text.push(`Recent reads from ${site.name}`, '');
    html.push(
      `<h1 style="font-family:Georgia,'Times New Roman',serif;font-size:26px;font-weight:normal;color:#2f4a3a;margin:0 0 20px">${escapeHtml(`Recent reads from ${site.name}`)}</h1>`,
    );
    for (const post of content.posts) {
      const url = postUrl(site, post);
      const teaser = teaserOf(post, 240);
      text.push(post.title, ...(teaser ? [teaser] : []), url, '');
      html.push(
        `<h2 style="font-family:Georgia,'Times New Roman',serif;font-size:19px;font-weight:normal;margin:24px 0 8px">${link(url, post.title)}</h2>`,
        ...(teaser ? [paragraph(teaser)] : []),
      );
    }
  }
  const why = `You receive this because you subscribed to the ${site.name} newsletter and confirmed your address.`;
  text.push('', '--', why, `Unsubscribe: ${unsubscribeLink}`);
  return {
    to,
    subject: content.subject,
    text: text.join('\n'),
    html: mailLayout(
      site,
      html.join('\n'),
      `${escapeHtml(why)}<br>${link(unsubscribeLink, 'Unsubscribe')} with one click.`,
    ),
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}

function confirmedSubscribers(db: DB) {
  return db
    .selectFrom('newsletter_subscribers')
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null);
}

/** Confirmed subscribers who have not had this issue yet, and how many have. */
async function audience(db: DB, key: string): Promise<{ waiting: number; alreadySent: number }> {
  const issue = await db
    .selectFrom('newsletter_issues')
    .select('id')
    .where('issue_key', '=', key)
    .executeTakeFirst();
  const total = await confirmedSubscribers(db)
    .select(db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (!issue) return { waiting: Number(total.n), alreadySent: 0 };
  const sent = await db
    .selectFrom('newsletter_issue_recipients')
    .select(db.fn.countAll<number>().as('n'))
    .where('issue_id', '=', issue.id)
    .executeTakeFirstOrThrow();
  const waiting = await confirmedSubscribers(db)
    .select(db.fn.countAll<number>().as('n'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletter_issue_recipients')
            .select('issue_id')
            .whereRef('newsletter_issue_recipients.subscriber_id', '=', 'newsletter_subscribers.id')
            .where('newsletter_issue_recipients.issue_id', '=', issue.id),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return { waiting: Number(waiting.n), alreadySent: Number(sent.n) };
}

/** The issue as it will be mailed (with a sample unsubscribe link), and who would get it. */
export async function previewIssue(db: DB, site: MailSite, source: IssueSource) {
  const content = await issueContent(db, site, source);
  const mail = issueMail(site, content, 'subscriber@example.com', unsubscribeUrl(site, 'sample'));
  return {
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? '',
    ...(await audience(db, content.key)),
  };
}

/** One copy to a staff address, marked as a test; not recorded as an issue. */
export async function sendTestIssue(db: DB, site: MailSite, source: IssueSource, to: string) {
  const content = await issueContent(db, site, source);
  // A test has no subscriber behind it: its unsubscribe link shows what the page looks like.
  const mail = issueMail(site, content, to, `${site.url}/newsletter/unsubscribe`);
  const queued = await enqueueMail(db, { ...mail, subject: `[Test] ${mail.subject}` });
  return { mailId: queued.id };
}

/**
 * Queues the issue to every confirmed subscriber who has not had it, in one transaction: one
 * recipient row and one mail each. Sending the same issue again queues only to subscribers
 * confirmed since (none, usually), never a second copy to anyone.
 */
export async function sendIssue(
  db: DB,
  site: MailSite,
  source: IssueSource,
  staffEmail: string,
  now = new Date(),
): Promise<{ issueId: number; queued: number; alreadySent: number }> {
  const content = await issueContent(db, site, source);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('newsletter_issues')
      .values({
        issue_key: content.key,
        kind: content.kind,
        post_id: content.postId,
        subject: content.subject,
        created_by: staffEmail,
      })
      .onConflict((oc) => oc.column('issue_key').doNothing())
      .execute();
    const issue = await trx
      .selectFrom('newsletter_issues')
      .select('id')
      .where('issue_key', '=', content.key)
      .executeTakeFirstOrThrow();
    const recipients = await confirmedSubscribers(trx)
      .select(['newsletter_subscribers.id', 'email', 'unsubscribe_token'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('newsletter_issue_recipients')
              .select('issue_id')
              .whereRef(
                'newsletter_issue_recipients.subscriber_id',
                '=',
                'newsletter_subscribers.id',
              )
              .where('newsletter_issue_recipients.issue_id', '=', issue.id),
          ),
        ),
      )
      .orderBy('newsletter_subscribers.id')
      .execute();
    for (const recipient of recipients) {
      const mail = issueMail(
        site,
        content,
        recipient.email,
        unsubscribeUrl(site, recipient.unsubscribe_token),
      );
      const queued = await enqueueMail(trx, mail, { now });
      await trx
        .insertInto('newsletter_issue_recipients')
        .values({
          issue_id: issue.id,
          subscriber_id: recipient.id,
          mail_id: queued.id,
          queued_at: now.toISOString(),
        })
        .execute();
    }
    if (recipients.length > 0)
      await trx
        .updateTable('newsletter_issues')
        .set({ last_sent_at: now.toISOString() })
        .where('id', '=', issue.id)
        .execute();
    const total = await trx
      .selectFrom('newsletter_issue_recipients')
      .select(trx.fn.countAll<number>().as('n'))
      .where('issue_id', '=', issue.id)
      .executeTakeFirstOrThrow();
    return {
      issueId: issue.id,
      queued: recipients.length,
      alreadySent: Number(total.n) - recipients.length,
    };
  });
}

/** The issues sent so far, newest first, with how many subscribers each reached. */
export async function listIssues(db: DB, limit = 20) {
  const rows = await db
    .selectFrom('newsletter_issues')
    .leftJoin(
      'newsletter_issue_recipients',
      'newsletter_issue_recipients.issue_id',
      'newsletter_issues.id',
    )
    .select([
      'newsletter_issues.id',
      'newsletter_issues.kind',
      'newsletter_issues.subject',
      'newsletter_issues.created_by',
      'newsletter_issues.created_at',
      'newsletter_issues.last_sent_at',
      db.fn.count<number>('newsletter_issue_recipients.subscriber_id').as('recipients'),
    ])
    .groupBy('newsletter_issues.id')
    .orderBy('newsletter_issues.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, recipients: Number(row.recipients) }));
}
