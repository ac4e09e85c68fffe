"""Bland, unrelated support dialogs added to every context user's history (context sets only), so that
the episodic budget binds and relevant messages compete with other ones. They name no product of the
fact vocabulary and carry no preference or correction cue."""

BANK = [
 ("billing address", [
  ("u", "Hi, our company moved offices and the billing address on the invoices is still the old one on Harbour Street"),
  ("a", "You can change it under Billing > Company details; the next invoice uses the new address. Past invoices can be reissued on request."),
  ("u", "Changed it. Could the August invoice be reissued with the new address for our auditors?"),
  ("a", "Done, the reissued August invoice is in the Billing > Documents list now, marked 'corrected'."),
 ]),
 ("two-factor reset", [
  ("u", "A colleague lost her mobile and can't get past two-factor login anymore"),
  ("a", "An admin can reset her second factor under Members > her name > Security > Reset 2FA. She will enrol again at the next login."),
  ("u", "Found the button, but it is greyed out for me"),
  ("a", "Only workspace owners can reset 2FA. Your role is admin; ask an owner, or I can reset it after the owner confirms in this thread."),
 ]),
 ("api pagination", [
  ("u", "The list endpoint returns only 100 items even though we have several thousand records"),
  ("a", "Results are paginated: follow the next_cursor value in the response until it is null. The page size can go up to 500 with limit=500."),
  ("u", "With limit=500 we still stop after page 3"),
  ("a", "The cursor expires after 10 minutes; if your loop sleeps between pages, request the pages without the pause or restart from the last id."),
 ]),
 ("seat removal", [
  ("u", "We removed four members last week but the seat count on the subscription did not go down"),
  ("a", "Seats are released at the end of the billing period, not immediately; the next renewal counts only active members."),
  ("u", "So we pay for them until the end of the month?"),
  ("a", "Yes, until the period ends. If the removals were a mistake you can re-invite them without extra charge before then."),
 ]),
 ("audit export", [
  ("u", "Is there a way to export who changed which workspace setting in the last quarter?"),
  ("a", "The audit trail under Settings > Audit can be filtered by date range and exported as CSV, up to 50,000 rows per export."),
  ("u", "We have more rows than that for the quarter"),
  ("a", "Split the range by month, or use the audit API which pages through any number of events."),
 ]),
 ("custom domain", [
  ("u", "We want the portal on help.ourcompany.example instead of the default subdomain"),
  ("a", "Add a CNAME from help.ourcompany.example to portal.example.net, then enter the domain under Portal > Domain. The certificate is issued automatically within an hour."),
  ("u", "The CNAME is there but the page says 'verification pending' since yesterday"),
  ("a", "The record has a trailing dot missing in your DNS panel, so it resolves to a relative name. Add the dot and verification completes on the next check."),
 ]),
 ("role permissions", [
  ("u", "Can we create a role that can read reports but not export them?"),
  ("a", "Yes, with custom roles: start from 'Viewer', untick 'Export reports', and save it as a new role."),
  ("u", "Custom roles are not in our menu"),
  ("a", "Custom roles come with the higher tiers; on your tier the closest is 'Viewer', which can export. I can share the tier comparison if useful."),
 ]),
 ("file upload limit", [
  ("u", "Uploads of our product catalogue fail at about 90 percent"),
  ("a", "The single-upload limit is 200 MB. How large is the catalogue file?"),
  ("u", "It is 340 MB, a zip of images and a spreadsheet"),
  ("a", "Use the multipart upload in the importer (the 'large file' option); it sends 50 MB parts and resumes if the connection drops."),
 ]),
 ("notification noise", [
  ("u", "Everyone on our team gets a notification for every comment on every ticket and it's too much"),
  ("a", "Notification rules are per member: Profile > Notifications > Comments, set to 'Only mentions' or 'Only my tickets'."),
  ("u", "Can an admin set that for everybody at once?"),
  ("a", "Yes, Settings > Defaults > Notifications applies a default to all members who haven't changed theirs."),
 ]),
 ("report scheduling", [
  ("u", "The weekly summary report arrives on Sunday evening but we want it on Monday morning"),
  ("a", "Open the report, choose Schedule, and pick Monday 07:00; the time follows the workspace setting."),
  ("u", "Changed it, thanks. Can it go to a distribution list too?"),
  ("a", "Yes, add the list's address as a recipient; it does not need to be a member of the workspace."),
 ]),
 ("sandbox reset", [
  ("u", "Our sandbox workspace is full of test data from last year, can it be wiped?"),
  ("a", "Sandbox > Reset removes all records and keeps members and settings. It cannot be undone."),
  ("u", "Will the API keys of the sandbox stay valid after the reset?"),
  ("a", "Yes, keys and webhooks survive the reset; only records and files are deleted."),
 ]),
 ("invoice currency", [
  ("u", "Our invoices are in dollars but our accounting runs in euros"),
  ("a", "The invoice currency can be changed at renewal; mid-term we can add the euro amount at the day's rate as a note."),
  ("u", "Renewal is in two months, we can wait. Who do we tell?"),
  ("a", "Reply to the renewal reminder or tell me now; I've added a note to switch the currency to euros at renewal."),
 ]),
 ("bulk tagging", [
  ("u", "We need to tag about 3,000 existing records with a new project label"),
  ("a", "Use the bulk editor: filter the records, select all matching, then Actions > Add tag. Up to 10,000 records per action."),
  ("u", "The select-all only takes the visible 50"),
  ("a", "After ticking the header box, a banner offers 'Select all 3,000 matching'; click that link to extend the selection."),
 ]),
 ("webhook secret rotation", [
  ("u", "How do we rotate the signing secret of a webhook without losing deliveries?"),
  ("a", "Create a second secret under the webhook's Secrets tab; for 24 hours deliveries are signed with both, so you can switch your verifier and then delete the old one."),
  ("u", "Is there a header telling which secret signed it?"),
  ("a", "Each signature in the header is prefixed with the secret's short id, for example v1=ab12:..."),
 ]),
 ("guest access", [
  ("u", "An outside consultant needs read access to two projects for a month"),
  ("a", "Invite them as a guest with access limited to those projects and set an expiry date on the invitation."),
  ("u", "Does a guest take a paid seat?"),
  ("a", "No, guests are free up to 5 per workspace; beyond that each counts as a seat."),
 ]),
 ("search results", [
  ("u", "Searching for an order number returns nothing although the order exists"),
  ("a", "Search indexes titles and descriptions; order numbers stored in a custom field need 'searchable' enabled on that field."),
  ("u", "Enabled it. Still nothing"),
  ("a", "Existing records are re-indexed in the background; for a few thousand records that takes about 20 minutes."),
 ]),
 ("data retention", [
  ("u", "How long do you keep deleted records before they are gone for good?"),
  ("a", "Deleted records stay in the trash for 30 days, then are purged; backups that contain them expire after another 35 days."),
  ("u", "Can we reduce the 30 days?"),
  ("a", "Yes, an owner can set the trash retention between 1 and 30 days under Settings > Data."),
 ]),
 ("form embedding", [
  ("u", "The embedded intake form shows a blank box on our website"),
  ("a", "The form is loaded in a frame; your site's content security policy must allow frames from forms.example.net."),
  ("u", "We added that and it shows now, but it is cut off at the bottom"),
  ("a", "Add the resize script from the embed dialog; it adjusts the frame height to the form."),
 ]),
 ("merge duplicates", [
  ("u", "We have duplicate contact records after the import, about 200 pairs"),
  ("a", "Contacts > Duplicates lists pairs with the same address or name; you can merge them one by one or all at once with 'Merge all suggested'."),
  ("u", "Which record wins in a merge?"),
  ("a", "The older record is kept and empty fields are filled from the newer one; conflicting values keep the older record's value."),
 ]),
 ("usage limits", [
  ("u", "We got a warning that we're at 85 percent of the monthly automation runs"),
  ("a", "Runs reset on the first of the month. The biggest consumer this month is the 'sync contacts' automation with 60 percent of runs."),
  ("u", "That one runs every five minutes, hourly would do"),
  ("a", "Changing it to hourly cuts its runs by about 90 percent and keeps you well under the limit."),
 ]),
 ("printing labels", [
  ("u", "Printed shipping labels come out shifted to the right by about a centimetre"),
  ("a", "Set the label template's left margin to zero and print at 100 percent scale, not 'fit to page'."),
  ("u", "That fixed the offset, but the barcode is blurry"),
  ("a", "Switch the template output to 300 dpi in Templates > Labels > Quality."),
 ]),
 ("session timeout", [
  ("u", "Our staff get logged out after 30 minutes of inactivity and they find it annoying"),
  ("a", "Owners can set the idle timeout between 15 minutes and 12 hours under Settings > Security > Sessions."),
  ("u", "Does the change apply immediately?"),
  ("a", "It applies at each member's next login; current sessions keep the old timeout."),
 ]),
 ("survey responses", [
  ("u", "Survey responses from last Tuesday are missing from the results page"),
  ("a", "Responses submitted while the survey was paused are stored but hidden; the filter 'include paused period' shows them."),
  ("u", "There they are. Can we include them by default?"),
  ("a", "Yes, tick 'always include' in the survey's results settings."),
 ]),
 ("archive projects", [
  ("u", "We finished twelve projects this year; should we archive or delete them?"),
  ("a", "Archiving keeps everything read-only and frees the active project slots; deleting removes them after the trash period."),
  ("u", "Do archived projects count against our storage?"),
  ("a", "Yes, their files still count; you can export and then delete the files to free storage while keeping the archive."),
 ]),
]

PER_USER = 6
