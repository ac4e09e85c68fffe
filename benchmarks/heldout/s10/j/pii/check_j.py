import json,re,phonenumbers as p
rows=[json.loads(l) for l in open('corpus_j.jsonl')]
bad=0;n=0;cards=0
def luhn(s):
    d=[int(c) for c in re.sub(r'\D','',s)][::-1]
    return sum(x if i%2==0 else (x*2-9 if x*2>9 else x*2) for i,x in enumerate(d))%10==0
for r in rows:
    for s in r['spans']:
        assert r['text'][s['start']:s['end']]==s['value']
        if 'region' in s:
            n+=1; num=p.parse(s['value'],s['region'])
            if not (p.is_valid_number(num) and p.region_code_for_number(num)==s['region']): bad+=1; print('BAD phone',s['region'],s['value'])
        if s['class']=='card_number':
            cards+=1
            if not luhn(s['value']): bad+=1; print('BAD card',s['value'])
print('phones',n,'cards',cards,'failures',bad)
