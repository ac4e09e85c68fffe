"""Dreaming / procedures, dev split. Lines may end with '##tag1,tag2' marking messages that queries cite."""

USERS = [
# repeated preference: ISO dates, 4 sessions over 3 weeks -------------------------------
dict(tenant="corvid-hq", user="helga.n", rule=dict(concept="date_format", value="ISO 8601",
     rule="User wants dates written as YYYY-MM-DD (ISO 8601), not US format", evidence=[0, 1, 2, 3]),
 sessions=[
 dict(day=0, topic="invoice export", turns="""
U: Hi, the invoice export lists the due date as 03/04/2026, is that March or April?  ##inv-date
A: That's US format, so March 4th. You can change the export locale under Billing > Export.
U: found it, thanks. And please use YYYY-MM-DD when you write to me, I never know which is which  ##iso1
A: Sure, I'll write dates as YYYY-MM-DD.
U: also the export is missing the VAT number column  ##vat
A: The VAT column appears once a VAT ID is saved in Billing > Company. I've checked: yours is empty.  ##vat-fix
U: ah, I'll add it
"""),
 dict(day=6, topic="usage report", turns="""
U: hello, the usage report says the period ends 04/01/2026  ##usage-period
A: The period ends on 2026-04-01.
U: thank you. again, ISO dates not US format please, the report itself should do that too  ##iso2
A: Understood. The report uses the workspace locale; I've switched it to ISO 8601 for you.  ##locale-switch
U: great. can I get the report as parquet instead of csv?
A: Yes, choose Format: Parquet in the report settings. It's available on all plans.  ##parquet
"""),
 dict(day=13, topic="api rate limits", turns="""
U: Hi! we hit 429s on the bulk API yesterday afternoon  ##bulk429
A: I see 1,240 throttled calls on 2026-03-15 between 14:00 and 15:10 UTC. The bulk API allows 300 calls/minute.  ##bulk-limit
U: ok we'll add a backoff. and thanks for writing the date properly
U: dates like 2026-03-01 please, always, also in the status emails  ##iso3
A: Noted, I've flagged the ISO preference on your account so status emails follow it too.
"""),
 dict(day=22, topic="sso renewal", turns="""
U: when does our SAML certificate expire?  ##saml
A: It expires on 2026-04-30. You can upload the new one any time before that; both stay valid during the overlap.  ##saml-exp
U: perfect. and yes keep the yyyy-mm-dd format, the team loves it  ##iso4
A: Will do.
U: how do I upload the new cert?
A: Admin > SSO > Certificates > Add certificate, then mark it primary after testing.  ##saml-upload
"""),
]),

# repeated preference: short answers, 3 sessions over 2.5 weeks ---------------------------
dict(tenant="corvid-hq", user="raj.p", rule=dict(concept="answer_style", value="short",
     rule="User wants short answers without long explanations", evidence=[0, 1, 2]),
 sessions=[
 dict(day=1, topic="cli install", turns="""
U: how do I install the cli on an M1 mac  ##cli-install
A: There are several options. The recommended one is Homebrew: brew install example/tap/cli. Alternatively you can download the universal binary from the releases page, put it in /usr/local/bin and make it executable. If you use asdf there is also a plugin...
U: too long, just the command next time pls. keep it short  ##short1
A: brew install example/tap/cli
U: thx
A: 👍
"""),
 dict(day=9, topic="token scopes", turns="""
U: which scope do I need to read audit logs via api  ##scope
A: audit:read
U: perfect. that's exactly the length I like, short answers only  ##short2
A: 👍
U: and to write webhooks?
A: webhooks:write  ##webhook-scope
"""),
 dict(day=18, topic="proxy config", turns="""
U: cli behind a corporate proxy, how  ##proxy
A: export HTTPS_PROXY=http://proxy:8080  ##proxy-fix
U: works. tl;dr answers are great btw, please keep them that way  ##short3
A: will do
U: and self-signed cert on the proxy?
A: cli --ca-bundle /path/ca.pem  ##ca-bundle
"""),
]),

# repeated correction: GitOps, no kubectl edits, 3 sessions over 4 weeks ----------------
dict(tenant="corvid-hq", user="mei.l", rule=dict(concept="no_manual_kubectl_changes", value=None,
     rule="Do not suggest kubectl edit/delete/apply on the cluster; all changes go through Git (Argo CD)", evidence=[0, 1, 2]),
 sessions=[
 dict(day=2, topic="crashloop", turns="""
U: the agent pod is in CrashLoopBackOff after the chart upgrade  ##crashloop
A: Run kubectl delete pod to restart it, and kubectl edit the configmap to set log_level=debug.
U: we can't do that, everything goes through Argo CD, manual kubectl changes get reverted. please don't suggest kubectl edits  ##gitops1
A: Understood. Then set agent.logLevel: debug in your values.yaml and let Argo sync it.  ##values-debug
U: ok, the log says "missing API key secret"  ##missing-secret
A: The chart 4.x renamed the secret key to apiKey. Update the SealedSecret in Git accordingly.  ##secret-rename
"""),
 dict(day=15, topic="resource limits", turns="""
U: the agent gets OOMKilled on the big nodes  ##oom
A: You could kubectl patch the daemonset with a higher memory limit.
U: again: no kubectl, we're GitOps. changes go in the repo  ##gitops2
A: Sorry! In values.yaml: agent.resources.limits.memory: 1Gi, then commit and let Argo CD sync.  ##mem-limit
U: thanks, that fixed it
A: Great.
"""),
 dict(day=27, topic="rollout", turns="""
U: how do we roll out the new sampling config to all clusters?  ##sampling
A: Add sampling.rate: 0.2 to the shared values file in your GitOps repo; Argo CD applies it to each cluster on sync. No kubectl needed.  ##sampling-fix
U: 👍 thanks for remembering, only git changes for us  ##gitops3
A: Of course.
U: can we stage it per cluster?
A: Yes, use an ApplicationSet with a per-cluster values override and merge them one by one.  ##appset
"""),
]),

# one-off statements: should produce no rule -------------------------------------------
dict(tenant="corvid-hq", user="oskar.b", rule=None, sessions=[
 dict(day=3, topic="webhook signature", turns="""
U: Hi, webhook signature verification fails for some events  ##sig-fail
A: Are you verifying against the raw body? Parsing JSON first changes whitespace and breaks the HMAC.  ##raw-body
U: yes we parse first. I'll switch to raw. btw, use ISO dates with me if you ever need to write one  ##oneoff-iso
A: Noted.
U: raw body works, thanks
A: Great!
"""),
 dict(day=19, topic="event replay", turns="""
U: can we replay events from last week?  ##replay
A: Yes, events are kept 30 days. Use POST /v1/events/replay with a from/to window.  ##replay-api
U: any limit on the window?
A: 7 days per call; split longer windows into several calls.  ##replay-limit
U: ok, doing that now. thanks
A: You're welcome.
"""),
]),

dict(tenant="corvid-hq", user="fatima.z", rule=None, sessions=[
 dict(day=4, topic="seat management", turns="""
U: hello! how do I remove a user who left the company?  ##remove-user
A: Admin > Members, select the user and choose "Deactivate". Their content stays, the seat is freed.  ##deactivate
U: done. could you be a bit more detailed next time, with where the buttons are? I'm new to the admin panel  ##oneoff-detailed
A: Of course. The Members page is in the left sidebar under Admin; the Deactivate button is in the "..." menu on the right of each row.
U: thanks!
A: Anytime.
"""),
 dict(day=12, topic="sso groups", turns="""
U: can SSO groups map to roles automatically?  ##sso-groups
A: Yes: Admin > SSO > Group mapping. Add the IdP group name and pick a role; it applies at next login.  ##group-mapping
U: does it remove roles when someone leaves a group?
A: Yes, roles are re-evaluated on every login, so removed groups drop the role.  ##role-removal
U: perfect
A: 🙂
"""),
 dict(day=25, topic="export", turns="""
U: hi, is there a way to export all members as csv?  ##members-csv
A: Yes, Admin > Members > Export (top right). It includes role, last login and SSO group.  ##members-export
U: great, got it
U: does it include deactivated users?
A: Only if you tick "Include deactivated" before exporting.  ##include-deactivated
U: thanks
"""),
]),
]

# Queries per user: (query, [tags]).
QUERIES = {
 "helga.n": [
  ("what date format does Helga want?", ["iso1", "iso2", "iso3", "iso4"]),
  ("is 03/04/2026 March or April on the invoice?", ["inv-date"]),
  ("why is the VAT number missing from the invoice export", ["vat", "vat-fix"]),
  ("usage report period end", ["usage-period"]),
  ("did we change the report locale to ISO?", ["locale-switch", "iso2"]),
  ("can the usage report be exported as parquet", ["parquet"]),
  ("429 errors on the bulk API", ["bulk429", "bulk-limit"]),
  ("should status emails use ISO dates", ["iso3"]),
  ("when does the SAML certificate expire", ["saml", "saml-exp"]),
  ("how to upload a new SSO certificate", ["saml-upload"]),
 ],
 "raj.p": [
  ("how long should answers to Raj be?", ["short1", "short2", "short3"]),
  ("install the cli on a mac", ["cli-install"]),
  ("which API scope reads audit logs", ["scope"]),
  ("scope for creating webhooks", ["webhook-scope"]),
  ("cli through corporate proxy", ["proxy", "proxy-fix"]),
  ("proxy with self-signed certificate", ["ca-bundle"]),
  ("does the user like tl;dr answers", ["short3"]),
  ("homebrew command for the cli", ["cli-install"]),
  ("HTTPS_PROXY setting", ["proxy-fix"]),
  ("audit:read", ["scope"]),
 ],
 "mei.l": [
  ("can I suggest kubectl commands to Mei?", ["gitops1", "gitops2", "gitops3"]),
  ("agent pod CrashLoopBackOff after chart upgrade", ["crashloop"]),
  ("how to enable debug logging for the agent", ["values-debug"]),
  ("missing API key secret error", ["missing-secret", "secret-rename"]),
  ("agent OOMKilled", ["oom", "mem-limit"]),
  ("memory limit for the agent daemonset", ["mem-limit"]),
  ("roll out sampling config to every cluster", ["sampling", "sampling-fix"]),
  ("stage a rollout per cluster", ["appset"]),
  ("do they use Argo CD", ["gitops1", "sampling-fix"]),
  ("chart 4.x secret key renamed", ["secret-rename"]),
 ],
 "oskar.b": [
  ("webhook signature verification failing", ["sig-fail", "raw-body"]),
  ("raw body HMAC", ["raw-body"]),
  ("date format preference", ["oneoff-iso"]),
  ("replay last week's events", ["replay", "replay-api"]),
  ("maximum replay window", ["replay-limit"]),
  ("how long are events kept", ["replay-api"]),
  ("events replay endpoint", ["replay-api"]),
  ("did the raw body fix work", ["raw-body"]),
  ("split long replay windows", ["replay-limit"]),
  ("HMAC breaks after JSON parsing", ["raw-body", "sig-fail"]),
 ],
 "fatima.z": [
  ("remove a user who left", ["remove-user", "deactivate"]),
  ("how detailed should answers be for Fatima", ["oneoff-detailed"]),
  ("map SSO groups to roles", ["sso-groups", "group-mapping"]),
  ("are roles removed when leaving a group", ["role-removal"]),
  ("export members to csv", ["members-csv", "members-export"]),
  ("include deactivated users in export", ["include-deactivated"]),
  ("what happens to content of deactivated users", ["deactivate"]),
  ("where is the deactivate button", ["oneoff-detailed"]),
  ("members export columns", ["members-export"]),
  ("group mapping applies when", ["group-mapping"]),
 ],
}

# Procedure-outcome tenant ---------------------------------------------------------------
PATTERN_TENANT = "stackmill"
PATTERN_USERS = ["u-sm-01", "u-sm-02", "u-sm-03", "u-sm-04"]
# pattern -> list of (day, success) ; built in gen_dreaming.py from these specs
PATTERN_SPECS = {
 # 20 successes over ~2 months, then (after a quiet spell) a run of failures
 "ask-for-logs-first": dict(kind="success-then-failures", successes=20, success_days=(0, 57), failures=24, failure_days=(150, 190)),
 # a fair coin
 "offer-docs-link": dict(kind="coin", p=0.5, seed=7),
 # mostly failing from the start
 "suggest-restart-first": dict(kind="mostly-failures", successes=2, failures=12),
}
